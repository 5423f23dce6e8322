import type { PharmacyResult } from '@fillwell/contracts';
import {
  createSmallestSelector,
  getDistanceMiles,
  selectSmallest,
  type GeoPoint,
  type NearbyItem,
  type WithinQuery,
} from '../location/index';
import type { PharmacyIndex } from './pharmacy-index';
import {
  getApplicableNetworkMask,
  getPrimaryNetworkId,
  isInNetwork,
  resolveNetworkScope,
  type NetworkScope,
} from './pharmacy-networks';
import {
  createPharmacyPriceChooser,
  type PharmacyPriceChoice,
  type PriceableItem,
} from './pharmacy-price';
import type { PharmacyRecord } from './pharmacy-repository';
import { toPharmacyResult } from './pharmacy-view';

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

type Candidate = NearbyItem<PharmacyRecord>;
type PricedCandidate = Candidate & { choice: PharmacyPriceChoice | null };

/**
 * Pharmacies near a place, nearest first (cheapest first with an item). The mail-order pharmacy
 * ships anywhere: when the delivery network is requested it is a candidate at any distance.
 */
export function searchPharmacies(index: PharmacyIndex, search: PharmacySearch): PharmacyResult[] {
  const scope = resolveNetworkScope(search.networkIds);
  const isWanted = createPharmacyFilter(search, scope);
  const query = {
    origin: search.origin,
    maxMiles: search.radiusMiles,
    predicate: (pharmacy: PharmacyRecord) => !pharmacy.isMailOrder && isWanted(pharmacy),
  };
  const mailOrder = scope.isMailOrderIncluded ? findMailOrder(index, search.origin, isWanted) : [];
  if (search.item) return rankByPrice(index, query, mailOrder, scope, search.item, search.limit);
  const nearest = selectSmallest(
    [...index.findNearest({ ...query, maxResults: search.limit }), ...mailOrder],
    search.limit,
    compareDistances,
  );
  return nearest.map((candidate) => toResult(candidate, scope, null));
}

export function createPharmacyFilter(
  search: Pick<PharmacySearch, 'isSupersaverOnly' | 'isOutOfNetworkAllowed' | 'brands'>,
  scope: NetworkScope,
): (pharmacy: PharmacyRecord) => boolean {
  const brands = search.brands?.length
    ? new Set(search.brands.map((brand) => brand.trim().toLowerCase()))
    : null;
  return (pharmacy) =>
    (!search.isSupersaverOnly || pharmacy.isSupersaver) &&
    (!brands || brands.has(pharmacy.chainShortName.toLowerCase())) &&
    (search.isOutOfNetworkAllowed || isInNetwork(pharmacy.networkIds, scope));
}

function findMailOrder(
  index: PharmacyIndex,
  origin: GeoPoint,
  isWanted: (pharmacy: PharmacyRecord) => boolean,
): Candidate[] {
  return index
    .listMailOrder()
    .filter(isWanted)
    .map((pharmacy) => ({ item: pharmacy, distanceMiles: getDistanceMiles(origin, pharmacy) }));
}

/** Every pharmacy in the circle is priced; only the cheapest `limit` are kept. */
function rankByPrice(
  index: PharmacyIndex,
  query: WithinQuery<PharmacyRecord>,
  mailOrder: readonly Candidate[],
  scope: NetworkScope,
  item: PriceableItem,
  limit: number,
): PharmacyResult[] {
  const choosePrice = createPharmacyPriceChooser(item);
  const selector = createSmallestSelector(limit, compareByPriceThenDistance);
  const offer = (pharmacy: PharmacyRecord, distanceMiles: number) => {
    const networkMask = getApplicableNetworkMask(pharmacy.networkIds, scope);
    const choice = choosePrice(networkMask, pharmacy.chainShortName);
    selector.offer({ item: pharmacy, distanceMiles, choice });
  };
  index.visitWithin(query, offer);
  for (const candidate of mailOrder) offer(candidate.item, candidate.distanceMiles);
  return selector.take().map((candidate) => toResult(candidate, scope, candidate.choice));
}

function compareDistances(a: Candidate, b: Candidate): number {
  return a.distanceMiles - b.distanceMiles;
}

/** Cheaper first (a pharmacy without a price last), then nearer. */
function compareByPriceThenDistance(a: PricedCandidate, b: PricedCandidate): number {
  return compareAmounts(a.choice, b.choice) || compareDistances(a, b);
}

function compareAmounts(a: PharmacyPriceChoice | null, b: PharmacyPriceChoice | null): number {
  if (!a || !b) return (a ? 0 : 1) - (b ? 0 : 1);
  return a.price.amountCents - b.price.amountCents;
}

function toResult(
  { item: pharmacy, distanceMiles }: Candidate,
  scope: NetworkScope,
  choice: PharmacyPriceChoice | null,
): PharmacyResult {
  const context = {
    networkId: choice?.networkId ?? getPrimaryNetworkId(pharmacy.networkIds, scope),
    isInNetwork: isInNetwork(pharmacy.networkIds, scope),
    distanceMiles,
  };
  return toPharmacyResult(pharmacy, context, choice);
}
