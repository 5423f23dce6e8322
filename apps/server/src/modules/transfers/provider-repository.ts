import { and, asc, eq, inArray, like, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Provider } from '@fillwell/contracts';
import type { AppDatabase, Executor } from '../../db/client';
import { prescribers, zipCodes } from '../../db/schema/index';
import type { GeoPoint } from '../location/index';

const PROVIDER_COLUMNS = {
  providerId: prescribers.providerId,
  fullName: prescribers.fullName,
  address1: prescribers.address1,
  city: prescribers.city,
  state: prescribers.state,
  zipCode: prescribers.zipCode,
  phone: prescribers.phone,
  specialty: prescribers.specialty,
};

/** `%` and `_` match literally; backslash is LIKE's escape character. */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** The words of a search, lower-cased; a few at most (the search is at most 50 characters). */
export function toSearchWords(text: string): string[] {
  return text.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 6);
}

const lowerName = sql`lower(${prescribers.fullName})`;

/** Where the patient is, as far as the search knows: their state, and a point in it. */
export interface PatientPlace {
  state: string | null;
  point: GeoPoint | null;
}

/** A flat (equirectangular) squared distance: it orders by nearness without trigonometry per row. */
function flatDistanceFrom(
  point: GeoPoint,
  columns: { lat: SQL | AnyColumn; lng: SQL | AnyColumn },
) {
  const lngScale = Math.cos((point.lat * Math.PI) / 180);
  return sql`(${columns.lat} - ${point.lat}) ^ 2 + ((${columns.lng} - ${point.lng}) * ${lngScale}) ^ 2`;
}

/** Prescribers in the patient's state first, then the nearest: after the name's own rank. */
function orderNearPatient(place: PatientPlace | null): SQL[] {
  const order: SQL[] = [];
  if (place?.state) order.push(sql`(${prescribers.state} = ${place.state}) desc`);
  if (place?.point) order.push(flatDistanceFrom(place.point, prescribers));
  return order;
}

/**
 * Prescribers whose name holds every word searched, by LIKE, which the trigram index on
 * lower(full_name) answers. A name or surname starting with the search comes first, then names
 * holding it as typed; among those, the ones near the patient first. When no name holds them
 * all, names holding the most of them. (Trigram similarity ranking was measured at 20-25 ms per
 * search on PGlite, LIKE at 3 ms.)
 */
export async function searchProvidersByName(
  db: AppDatabase,
  text: string,
  limit: number,
  place: PatientPlace | null = null,
): Promise<Provider[]> {
  const words = toSearchWords(text);
  const term = escapeLikePattern(words.join(' '));
  const wordMatches = words.map((word) => like(lowerName, `%${escapeLikePattern(word)}%`));
  const rank = sql`case
    when ${lowerName} like ${`${term}%`} or lower(${prescribers.lastName}) like ${`${term}%`} then 0
    when ${lowerName} like ${`%${term}%`} then 1
    else 2 end`;
  const nearFirst = orderNearPatient(place);
  const matches = await db
    .select(PROVIDER_COLUMNS)
    .from(prescribers)
    .where(and(...wordMatches))
    .orderBy(rank, ...nearFirst, asc(prescribers.fullName), asc(prescribers.providerId))
    .limit(limit);
  if (matches.length || words.length < 2) return matches;
  const matchedWords = sql.join(
    wordMatches.map((match) => sql`(${match})::int`),
    sql` + `,
  );
  return db
    .select(PROVIDER_COLUMNS)
    .from(prescribers)
    .where(or(...wordMatches))
    .orderBy(
      sql`${matchedWords} desc`,
      ...nearFirst,
      asc(prescribers.fullName),
      asc(prescribers.providerId),
    )
    .limit(limit);
}

/** A ZIP code's centre and state; undefined when it is not in the ZIP table. */
export async function findZipCodePlace(
  db: AppDatabase,
  zipCode: string,
): Promise<{ lat: number; lng: number; stateCode: string } | undefined> {
  const [row] = await db
    .select({ lat: zipCodes.lat, lng: zipCodes.lng, stateCode: zipCodes.stateCode })
    .from(zipCodes)
    .where(eq(zipCodes.zipCode, zipCode))
    .limit(1);
  return row;
}

/** How many nearest candidates the cheap flat distance keeps for the exact ordering. */
const NEAR_CANDIDATES_MIN = 50;

/**
 * Prescribers in the ZIP code first, then the nearest to its centre. A flat (equirectangular)
 * distance picks the candidates, great-circle distance orders them: computing earth_distance for
 * every row costs far more on PGlite, and the table has no spatial index.
 */
export function searchProvidersNearZip(
  db: AppDatabase,
  zipCode: string,
  point: { lat: number; lng: number },
  limit: number,
): Promise<Provider[]> {
  const flatDistance = flatDistanceFrom(point, prescribers);
  const inZipFirst = sql`(${prescribers.zipCode} = ${zipCode}) desc`;
  const candidates = db
    .select({ ...PROVIDER_COLUMNS, lat: prescribers.lat, lng: prescribers.lng })
    .from(prescribers)
    .orderBy(inZipFirst, flatDistance)
    .limit(Math.max(limit * 5, NEAR_CANDIDATES_MIN))
    .as('candidates');
  return db
    .select({
      providerId: candidates.providerId,
      fullName: candidates.fullName,
      address1: candidates.address1,
      city: candidates.city,
      state: candidates.state,
      zipCode: candidates.zipCode,
      phone: candidates.phone,
      specialty: candidates.specialty,
    })
    .from(candidates)
    .orderBy(
      sql`(${candidates.zipCode} = ${zipCode}) desc`,
      sql`earth_distance(ll_to_earth(${candidates.lat}, ${candidates.lng}), ll_to_earth(${point.lat}, ${point.lng}))`,
      asc(candidates.providerId),
    )
    .limit(limit);
}

/** For a ZIP code missing from the ZIP table: only exact matches. */
export function listProvidersInZip(
  db: AppDatabase,
  zipCode: string,
  limit: number,
): Promise<Provider[]> {
  return db
    .select(PROVIDER_COLUMNS)
    .from(prescribers)
    .where(eq(prescribers.zipCode, zipCode))
    .orderBy(asc(prescribers.fullName), asc(prescribers.providerId))
    .limit(limit);
}

/** A prescriber as an order names them: who, and where they practise. */
export type PrescriberSummary = Pick<Provider, 'providerId' | 'fullName' | 'city' | 'state'>;

/** The given prescribers that exist, by provider id. */
export async function readPrescribers(
  db: Executor,
  providerIds: readonly number[],
): Promise<Map<number, PrescriberSummary>> {
  const ids = [...new Set(providerIds)];
  if (!ids.length) return new Map();
  const rows = await db
    .select({
      providerId: prescribers.providerId,
      fullName: prescribers.fullName,
      city: prescribers.city,
      state: prescribers.state,
    })
    .from(prescribers)
    .where(inArray(prescribers.providerId, ids));
  return new Map(rows.map((row) => [row.providerId, row]));
}

/** Full names of the given prescribers that exist, by provider id. */
export async function readPrescriberNames(
  db: Executor,
  providerIds: readonly number[],
): Promise<Map<number, string>> {
  const found = await readPrescribers(db, providerIds);
  return new Map([...found].map(([id, prescriber]) => [id, prescriber.fullName]));
}
