import type { PharmacyResult } from '@fillwell/contracts';
import {
  createRankedSelector,
  getDistanceMiles,
  selectSmallest,
  type GeoPoint,
  type NearbyItem,
  type WithinQuery,
} from '../location/index';
import type { PharmacyEntry } from './pharmacy-entry';
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
type StandingReader = (entry: PharmacyEntry) => NetworkStanding;

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
  const scope = resolveNetworkScope(search.networkIds);
  const readMembership = createNetworkStandingReader(scope);
  const readStanding: StandingReader = (entry) => readMembership(entry.networks);
  const isWanted = createPharmacyFilter(search, readStanding);
  const query = {
    origin: search.origin,
    maxMiles: search.radiusMiles,
    predicate: (entry: PharmacyEntry) => !entry.isMailOrder && isWanted(entry),
  };
  const mailOrder = scope.isMailOrderIncluded ? findMailOrder(index, search.origin, isWanted) : [];
  if (search.item) {
    const choosePrice = getPriceChooser(search.item);
    return rankByPrice(index, query, mailOrder, readStanding, choosePrice, search.limit);
  }
  const nearby = index.findNearest({ ...query, maxResults: search.limit });
  // Nearest first already; only the mail-order pharmacy has to be placed among them.
  const nearest = mailOrder.length
    ? selectSmallest([...nearby, ...mailOrder], search.limit, compareDistances)
    : nearby;
  return nearest.map((candidate) => toHit(candidate, readStanding(candidate.item), null));
}

export function createPharmacyFilter(
  search: Pick<PharmacySearch, 'isSupersaverOnly' | 'isOutOfNetworkAllowed' | 'brands'>,
  readStanding: StandingReader,
): (entry: PharmacyEntry) => boolean {
  const brands = search.brands?.length
    ? new Set(search.brands.map((brand) => brand.trim().toLowerCase()))
    : null;
  return (entry) =>
    (!search.isSupersaverOnly || entry.record.isSupersaver) &&
    (!brands || brands.has(entry.chain.shortName.toLowerCase())) &&
    (search.isOutOfNetworkAllowed || readStanding(entry).isInNetwork);
}

function findMailOrder(
  index: PharmacyIndex,
  origin: GeoPoint,
  isWanted: (entry: PharmacyEntry) => boolean,
): Candidate[] {
  return index
    .listMailOrder()
    .filter(isWanted)
    .map((entry) => ({ item: entry, distanceMiles: getDistanceMiles(origin, entry) }));
}

/**
 * Every pharmacy in the circle is priced; only the cheapest `limit` are kept, cheaper first (a
 * pharmacy without a price last), then nearer.
 */
function rankByPrice(
  index: PharmacyIndex,
  query: WithinQuery<PharmacyEntry>,
  mailOrder: readonly Candidate[],
  readStanding: StandingReader,
  choosePrice: PharmacyPriceChooser,
  limit: number,
): PharmacyHit[] {
  // Pharmacies of one price class share their price: each class is priced once per search.
  const lowestByClass: (number | null | undefined)[] = [];
  const findLowestCents = (entry: PharmacyEntry) => {
    let lowest = lowestByClass[entry.priceClass];
    if (lowest === undefined) {
      lowest = choosePrice.findLowestCents(readStanding(entry).applicableNetworkMask, entry.chain);
      lowestByClass[entry.priceClass] = lowest;
    }
    return lowest;
  };
  const cheapest = createRankedSelector<PharmacyEntry>(limit);
  const offer = (entry: PharmacyEntry, distanceMiles: number) =>
    cheapest.offer(findLowestCents(entry) ?? Infinity, distanceMiles, entry);
  index.visitWithin(query, offer);
  for (const candidate of mailOrder) offer(candidate.item, candidate.distanceMiles);
  return cheapest.take((entry, _amountCents, distanceMiles) => {
    const standing = readStanding(entry);
    const choice = choosePrice.choose(standing.applicableNetworkMask, entry.chain);
    return toHit({ item: entry, distanceMiles }, standing, choice);
  });
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
