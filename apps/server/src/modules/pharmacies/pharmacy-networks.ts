import { NETWORK_IDS, type PriceCategory } from '@fillwell/domain';
import type { NetworkMembership } from './pharmacy-entry';

/**
 * Networks of nearby pickup pharmacies: retail (edlp), Smart Deal (local) and the discount card
 * (magic). The mail-order network is not a pickup network.
 */
export const PICKUP_NETWORK_IDS: readonly number[] = [
  NETWORK_IDS.edlp,
  NETWORK_IDS.local,
  NETWORK_IDS.magic,
];

export const ALL_NETWORK_IDS: readonly number[] = [
  NETWORK_IDS.edlp,
  NETWORK_IDS.local,
  NETWORK_IDS.delivery,
  NETWORK_IDS.magic,
];

const CATEGORY_BY_NETWORK_ID: ReadonlyMap<number, PriceCategory> = new Map([
  [NETWORK_IDS.edlp, 'edlp'],
  [NETWORK_IDS.local, 'local'],
  [NETWORK_IDS.delivery, 'delivery'],
  [NETWORK_IDS.magic, 'magic'],
]);

/**
 * Which networks count as "in network" for one search. A pharmacy is in network when it belongs
 * to any of the requested networks or, when none are requested, to any pickup network. The
 * mail-order pharmacy is part of a search only when the delivery network is requested.
 */
export interface NetworkScope {
  networkIds: readonly number[];
  isMailOrderIncluded: boolean;
}

export function resolveNetworkScope(requested: readonly number[] | undefined): NetworkScope {
  const networkIds = requested?.length ? [...new Set(requested)] : PICKUP_NETWORK_IDS;
  return { networkIds, isMailOrderIncluded: networkIds.includes(NETWORK_IDS.delivery) };
}

export function isInNetwork(pharmacyNetworkIds: readonly number[], scope: NetworkScope): boolean {
  return pharmacyNetworkIds.some((networkId) => scope.networkIds.includes(networkId));
}

/**
 * The priced networks whose prices apply at a pharmacy, as a bit set (bit n for network n):
 * those in scope, or all of an out-of-network pharmacy's.
 */
export function getApplicableNetworkMask(
  pharmacyNetworkIds: readonly number[],
  scope: NetworkScope,
): number {
  const isInScope = isInNetwork(pharmacyNetworkIds, scope);
  let mask = 0;
  for (const networkId of pharmacyNetworkIds) {
    if (
      CATEGORY_BY_NETWORK_ID.has(networkId) &&
      (!isInScope || scope.networkIds.includes(networkId))
    )
      mask |= 1 << networkId;
  }
  return mask;
}

const networkIdsByMask = new Map<number, readonly number[]>();

/** The priced networks in a bit set, in network id order; one list per mask, made once. */
export function listMaskedNetworkIds(mask: number): readonly number[] {
  let networkIds = networkIdsByMask.get(mask);
  if (!networkIds) {
    networkIds = ALL_NETWORK_IDS.filter((networkId) => (mask & (1 << networkId)) !== 0);
    networkIdsByMask.set(mask, networkIds);
  }
  return networkIds;
}

/** The network a pharmacy is shown under when no item decides it: the first applicable one. */
export function getPrimaryNetworkId(
  pharmacyNetworkIds: readonly number[],
  scope: NetworkScope,
): number {
  const inScope = scope.networkIds.find((networkId) => pharmacyNetworkIds.includes(networkId));
  return inScope ?? pharmacyNetworkIds[0] ?? NETWORK_IDS.edlp;
}

/** The price category a network sells at; undefined for a network the product does not price. */
export function getNetworkPriceCategory(networkId: number): PriceCategory | undefined {
  return CATEGORY_BY_NETWORK_ID.get(networkId);
}

/** What a pharmacy's networks mean for one search. */
export interface NetworkStanding {
  isInNetwork: boolean;
  /** See getApplicableNetworkMask. */
  applicableNetworkMask: number;
  /** See getPrimaryNetworkId. */
  primaryNetworkId: number;
}

/**
 * The standing of each set of networks in a search's scope, worked out the first time a
 * pharmacy with that set is met: an index holds only a handful of distinct sets.
 */
export function createNetworkStandingReader(
  scope: NetworkScope,
): (membership: NetworkMembership) => NetworkStanding {
  const standings: NetworkStanding[] = [];
  return (membership) =>
    (standings[membership.ordinal] ??= {
      isInNetwork: isInNetwork(membership.networkIds, scope),
      applicableNetworkMask: getApplicableNetworkMask(membership.networkIds, scope),
      primaryNetworkId: getPrimaryNetworkId(membership.networkIds, scope),
    });
}
