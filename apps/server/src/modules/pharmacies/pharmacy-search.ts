import type { PharmacyResult } from '@fillwell/contracts';
import {
  createRankedSelector,
  getDistanceMiles,
  selectSmallest,
  type GeoPoint,
  type NearbyItem,
  type WithinQuery,
} from '../location/index';
import {
  getEntryAt,
  getMembershipAt,
  type NetworkMembership,
  type PharmacyEntry,
  type PharmacyTable,
} from './pharmacy-entry';
import type { PharmacyIndex } from './pharmacy-index';
import {
  createNetworkStandingReader,
  resolveNetworkScope,
  type NetworkStanding,
} from './pharmacy-networks';
import {
  createPharmacyPriceChooser,
  type PharmacyPriceChoice,
  type PharmacyPriceChooser,
  type PriceableItem,
} from './pharmacy-price';
import { toPharmacyResult, type PharmacyViewContext } from './pharmacy-view';

export interface PharmacySearch {
  origin: GeoPoint;
  radiusMiles: number;
  limit: number;
  isSupersaverOnly: boolean;
  isOutOfNetworkAllowed: boolean;
  networkIds?: readonly number[];
  /** Chain short names, any case. */
  brands?: readonly string[];
  /** With an item, each result carries its price and results sort by price, then distance. */
  item?: PriceableItem;
}

/** A pharmacy a search found, with what the search makes of it: the makings of a result. */
export interface PharmacyHit extends PharmacyViewContext {
  entry: PharmacyEntry;
  distanceMiles: number;
  choice: PharmacyPriceChoice | null;
}

/** Gives the price chooser for an item; by default a fresh one for each search. */
export type PriceChooserSource = (item: PriceableItem) => PharmacyPriceChooser;

type Candidate = NearbyItem<PharmacyEntry>;
/** A pharmacy's standing in the search's network scope, by entry index. */
type StandingReader = (entryIndex: number) => NetworkStanding;

/** Pharmacies near a place as the API shows them (see findPharmacies). */
export function searchPharmacies(index: PharmacyIndex, search: PharmacySearch): PharmacyResult[] {
  return findPharmacies(index, search).map((hit) =>
    toPharmacyResult(hit.entry.record, hit, hit.choice),
  );
}

/**
 * Pharmacies near a place, nearest first (cheapest first with an item). The mail-order pharmacy
 * ships anywhere: when the delivery network is requested it is a candidate at any distance.
 */
export function findPharmacies(
  index: PharmacyIndex,
  search: PharmacySearch,
  getPriceChooser: PriceChooserSource = createPharmacyPriceChooser,
): PharmacyHit[] {
  const { table } = index;
  const scope = resolveNetworkScope(search.networkIds);
  const readMembership = createNetworkStandingReader(scope);
  const readStanding: StandingReader = (entryIndex) =>
    readMembership(getMembershipAt(table, entryIndex));
  const isWanted = createPharmacyFilter(table, search, readStanding);
  const query = {
    origin: search.origin,
    maxMiles: search.radiusMiles,
    isAccepted: (entryIndex: number) => table.isMailOrder[entryIndex] === 0 && isWanted(entryIndex),
  };
  const mailOrder = scope.isMailOrderIncluded ? findMailOrder(index, search.origin, isWanted) : [];
  if (search.item) {
    const ranking = {
      readStanding,
      readMembership,
      choosePrice: getPriceChooser(search.item),
      limit: search.limit,
    };
    return rankByPrice(index, query, mailOrder, ranking);
  }
  const nearby = index.findNearest({ ...query, maxResults: search.limit });
  // Nearest first already; only the mail-order pharmacy has to be placed among them.
  const nearest = mailOrder.length
    ? selectSmallest([...nearby, ...mailOrder], search.limit, compareDistances)
    : nearby;
  return nearest.map((candidate) => toHit(candidate, readStanding(candidate.item.index), null));
}

/** Whether the pharmacy at an entry index passes the search's filters. */
export function createPharmacyFilter(
  table: PharmacyTable,
  search: Pick<PharmacySearch, 'isSupersaverOnly' | 'isOutOfNetworkAllowed' | 'brands'>,
  readStanding: StandingReader,
): (entryIndex: number) => boolean {
  const brands = search.brands?.length
    ? new Set(search.brands.map((brand) => brand.trim().toLowerCase()))
    : null;
  return (entryIndex) =>
    (!search.isSupersaverOnly || table.isSupersaver[entryIndex] === 1) &&
    (!brands || brands.has(getEntryAt(table, entryIndex).chain.shortName.toLowerCase())) &&
    (search.isOutOfNetworkAllowed || readStanding(entryIndex).isInNetwork);
}

function findMailOrder(
  index: PharmacyIndex,
  origin: GeoPoint,
  isWanted: (entryIndex: number) => boolean,
): Candidate[] {
  return index
    .listMailOrder()
    .filter((entry) => isWanted(entry.index))
    .map((entry) => ({ item: entry, distanceMiles: getDistanceMiles(origin, entry) }));
}

interface PriceRanking {
  readStanding: StandingReader;
  readMembership: (membership: NetworkMembership) => NetworkStanding;
  choosePrice: PharmacyPriceChooser;
  limit: number;
}

/**
 * Every pharmacy in the circle is priced; only the cheapest `limit` are kept, cheaper first (a
 * pharmacy without a price last), then nearer.
 */
function rankByPrice(
  index: PharmacyIndex,
  query: WithinQuery,
  mailOrder: readonly Candidate[],
  { readStanding, readMembership, choosePrice, limit }: PriceRanking,
): PharmacyHit[] {
  const { table } = index;
  // Pharmacies of one price class share their price: each class is priced once per search.
  // NaN: not priced yet; Infinity: no price.
  const lowestByClass = new Float64Array(table.priceClassChains.length).fill(NaN);
  const findLowestCents = (entryIndex: number) => {
    const priceClass = table.priceClasses[entryIndex] ?? 0;
    let lowest = lowestByClass[priceClass] ?? NaN;
    if (Number.isNaN(lowest)) {
      lowest = findClassLowestCents(table, priceClass, readMembership, choosePrice);
      lowestByClass[priceClass] = lowest;
    }
    return lowest;
  };
  const cheapest = createRankedSelector<number>(limit);
  const offer = (entryIndex: number, distanceMiles: number) =>
    cheapest.offer(findLowestCents(entryIndex), distanceMiles, entryIndex);
  index.visitWithin(query, offer);
  for (const candidate of mailOrder) offer(candidate.item.index, candidate.distanceMiles);
  return cheapest.take((entryIndex, _amountCents, distanceMiles) => {
    const entry = getEntryAt(table, entryIndex);
    const standing = readStanding(entryIndex);
    const choice = choosePrice.choose(standing.applicableNetworkMask, entry.chain);
    return toHit({ item: entry, distanceMiles }, standing, choice);
  });
}

/** The lowest amount at the pharmacies of a price class; Infinity when they have no price. */
function findClassLowestCents(
  table: PharmacyTable,
  priceClass: number,
  readMembership: (membership: NetworkMembership) => NetworkStanding,
  choosePrice: PharmacyPriceChooser,
): number {
  const membership = table.memberships[table.priceClassMemberships[priceClass] ?? -1];
  const chain = table.priceClassChains[priceClass];
  if (!membership || !chain) throw new RangeError(`No price class ${priceClass} in the table`);
  const { applicableNetworkMask } = readMembership(membership);
  return choosePrice.findLowestCents(applicableNetworkMask, chain) ?? Infinity;
}

function compareDistances(a: Candidate, b: Candidate): number {
  return a.distanceMiles - b.distanceMiles;
}

function toHit(
  { item: entry, distanceMiles }: Candidate,
  standing: NetworkStanding,
  choice: PharmacyPriceChoice | null,
): PharmacyHit {
  return {
    entry,
    distanceMiles,
    networkId: choice?.networkId ?? standing.primaryNetworkId,
    isInNetwork: standing.isInNetwork,
    choice,
  };
}
