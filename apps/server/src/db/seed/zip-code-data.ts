import zipcodes from 'zipcodes';

export interface ZipCodeRow {
  zipCode: string;
  city: string;
  stateCode: string;
  lat: number;
  lng: number;
}

/** Military mail codes (APO/FPO) name no place a pharmacy or an address check can use. */
const MILITARY_STATE_CODES = new Set(['AA', 'AE', 'AP']);

let cachedZipCodes: readonly ZipCodeRow[] | undefined;

/** US ZIP codes (states, DC and territories) from the `zipcodes` package, sorted by code. */
export function listUsZipCodes(): readonly ZipCodeRow[] {
  cachedZipCodes ??= Object.values(zipcodes.codes)
    .filter(
      (entry) =>
        entry.country === 'US' &&
        /^\d{5}$/.test(entry.zip) &&
        !MILITARY_STATE_CODES.has(entry.state) &&
        !(entry.latitude === 0 && entry.longitude === 0),
    )
    .map((entry) => ({
      zipCode: entry.zip,
      city: entry.city,
      stateCode: entry.state,
      lat: entry.latitude,
      lng: entry.longitude,
    }))
    .sort((a, b) => a.zipCode.localeCompare(b.zipCode));
  return cachedZipCodes;
}

export function groupZipCodesByState(
  rows: readonly ZipCodeRow[],
): ReadonlyMap<string, readonly ZipCodeRow[]> {
  const byState = new Map<string, ZipCodeRow[]>();
  for (const row of rows) {
    const list = byState.get(row.stateCode) ?? [];
    list.push(row);
    byState.set(row.stateCode, list);
  }
  return byState;
}
