import { parse } from 'csv-parse';
import { Readable } from 'node:stream';
import { CHAIN_PROFILES, getChainFormattedName } from './data/pharmacy-chains';
import { matchPreferredChain } from './chain-matching';
import { jitterCoordinate } from './fake-contact';
import { makeNetworkIds, makePharmacyId, PHARMACY_SHARES, slugify } from './generate-pharmacies';
import { MAIL_ORDER_PHARMACY } from './mail-order-pharmacy';
import { isValidNpi } from './npi';
import type { PharmacyRow } from './pharmacy-row';
import { createRandom, seedFromText } from './random';
import type { ZipCodeRow } from './zip-code-data';

/** Header names of the NPPES NPI registry file that the importer reads. */
export const NPPES_COLUMNS = {
  npi: 'NPI',
  entityType: 'Entity Type Code',
  organizationName: 'Provider Organization Name (Legal Business Name)',
  street1: 'Provider First Line Business Practice Location Address',
  street2: 'Provider Second Line Business Practice Location Address',
  city: 'Provider Business Practice Location Address City Name',
  state: 'Provider Business Practice Location Address State Name',
  postalCode: 'Provider Business Practice Location Address Postal Code',
  phone: 'Provider Business Practice Location Address Telephone Number',
  fax: 'Provider Business Practice Location Address Fax Number',
  taxonomy: 'Healthcare Provider Taxonomy Code_1',
} as const;

const PHARMACY_TAXONOMY_PREFIX = '3336';
const MAIL_ORDER_TAXONOMIES = new Set(['3336M0002X', '3336M0003X']);
const ORGANIZATION_ENTITY_TYPE = '2';

export interface RejectedRow {
  /** Line of the CSV file where the record starts (the header is line 1). */
  line: number;
  npi: string;
  reason: string;
}

export interface NppesImportResult {
  pharmacies: PharmacyRow[];
  rejected: RejectedRow[];
  /** Records with a taxonomy that is not a pharmacy's. */
  skippedNonPharmacies: number;
}

export type ZipLookup = (zipCode: string) => ZipCodeRow | undefined;

type RawRecord = Record<string, string | undefined>;

/** Reads an NPPES-style CSV (a stream or its text) and keeps the valid pharmacies. */
export async function readNppesPharmacies(
  input: Readable | string,
  lookupZip: ZipLookup,
): Promise<NppesImportResult> {
  const source = typeof input === 'string' ? Readable.from([input]) : input;
  const parser = source.pipe(
    parse({
      columns: true,
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
    }),
  );
  const result: NppesImportResult = { pharmacies: [], rejected: [], skippedNonPharmacies: 0 };
  const seenNpis = new Set<string>([MAIL_ORDER_PHARMACY.npi]);
  for await (const entry of parser as AsyncIterable<{
    record: RawRecord;
    info: { lines: number };
  }>) {
    const outcome = mapNppesRecord(entry.record, lookupZip);
    if (outcome.kind === 'skipped') result.skippedNonPharmacies += 1;
    else if (outcome.kind === 'rejected') result.rejected.push(rejectAt(entry, outcome.reason));
    else if (seenNpis.has(outcome.pharmacy.npi))
      result.rejected.push(rejectAt(entry, 'duplicate NPI'));
    else {
      seenNpis.add(outcome.pharmacy.npi);
      result.pharmacies.push(outcome.pharmacy);
    }
  }
  return result;
}

function rejectAt(
  entry: { record: RawRecord; info: { lines: number } },
  reason: string,
): RejectedRow {
  return { line: entry.info.lines, npi: field(entry.record, 'npi'), reason };
}

export type RecordOutcome =
  | { kind: 'pharmacy'; pharmacy: PharmacyRow }
  | { kind: 'skipped' }
  | { kind: 'rejected'; reason: string };

/** Maps one registry record to a pharmacy, or says why it is skipped or rejected. */
export function mapNppesRecord(record: RawRecord, lookupZip: ZipLookup): RecordOutcome {
  const taxonomy = field(record, 'taxonomy').toUpperCase();
  if (!taxonomy.startsWith(PHARMACY_TAXONOMY_PREFIX)) return { kind: 'skipped' };
  const npi = field(record, 'npi');
  const name = field(record, 'organizationName');
  const street1 = field(record, 'street1');
  const zip = lookupZip(field(record, 'postalCode').slice(0, 5));
  const phone = toPhoneDigits(field(record, 'phone'));
  if (!isValidNpi(npi)) return reject('invalid NPI');
  if (field(record, 'entityType') !== ORGANIZATION_ENTITY_TYPE)
    return reject('not an organization');
  if (!name) return reject('missing organization name');
  if (!street1) return reject('missing street address');
  if (!zip) return reject('unknown ZIP code');
  if (zip.stateCode !== field(record, 'state').toUpperCase()) {
    return reject('state does not match ZIP code');
  }
  if (!phone) return reject('missing or invalid phone number');
  const pharmacy = buildPharmacy(record, { npi, name, street1, zip, phone, taxonomy });
  return { kind: 'pharmacy', pharmacy };
}

function reject(reason: string): RecordOutcome {
  return { kind: 'rejected', reason };
}

function buildPharmacy(
  record: RawRecord,
  input: {
    npi: string;
    name: string;
    street1: string;
    zip: ZipCodeRow;
    phone: string;
    taxonomy: string;
  },
): PharmacyRow {
  // Network membership is not in the registry: draw it from the NPI so a re-import agrees.
  const random = createRandom(seedFromText(`import:${input.npi}`));
  const isSupersaver = random.chance(PHARMACY_SHARES.supersaver);
  const isDiscountCard = random.chance(PHARMACY_SHARES.discountCard);
  return {
    id: makePharmacyId(input.npi),
    npi: input.npi,
    ...describeBrand(input.name),
    networkIds: makeNetworkIds(isSupersaver, isDiscountCard, input.zip.stateCode),
    isSupersaver,
    isDelivery: MAIL_ORDER_TAXONOMIES.has(input.taxonomy),
    isMailOrder: false,
    street1: toTitleCase(input.street1),
    street2: field(record, 'street2') ? toTitleCase(field(record, 'street2')) : null,
    city: input.zip.city,
    stateCode: input.zip.stateCode,
    zipCode: input.zip.zipCode,
    phone: input.phone,
    fax: toPhoneDigits(field(record, 'fax')),
    lat: jitterCoordinate(random, input.zip.lat),
    lng: jitterCoordinate(random, input.zip.lng),
  };
}

function describeBrand(
  legalName: string,
): Pick<PharmacyRow, 'name' | 'chainShortName' | 'chainFormattedName' | 'isPreferred'> {
  const chain = matchPreferredChain(legalName);
  if (!chain) {
    const name = toTitleCase(legalName);
    return { name, chainShortName: slugify(name), chainFormattedName: name, isPreferred: false };
  }
  const prefix = CHAIN_PROFILES.find((profile) => profile.shortName === chain)?.namePrefix ?? '';
  const storeNumber = /#\s*(\d+)/.exec(legalName)?.[1];
  return {
    name: storeNumber ? `${prefix} #${storeNumber}` : prefix,
    chainShortName: chain,
    chainFormattedName: getChainFormattedName(chain),
    isPreferred: true,
  };
}

function field(record: RawRecord, key: keyof typeof NPPES_COLUMNS): string {
  return (record[NPPES_COLUMNS[key]] ?? '').trim();
}

/** Ten digits, or null; a leading country code 1 is dropped. */
export function toPhoneDigits(text: string): string | null {
  const digits = text.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return /^[2-9]\d{9}$/.test(national) ? national : null;
}

/** "MAIN STREET PHARMACY LLC" -> "Main Street Pharmacy LLC" (short all-caps suffixes kept). */
export function toTitleCase(text: string): string {
  return text
    .toLowerCase()
    .replace(
      /\b([a-z])([a-z']*)/g,
      (_match, first: string, rest: string) => first.toUpperCase() + rest,
    )
    .replace(/\b(Llc|Lp|Llp|Pc|Pllc|Dba|Ii|Iii)\b/g, (word) => word.toUpperCase());
}
