import { getChainAdjustmentBasisPoints } from '../pricing/index';
import type { PharmacyRecord } from './pharmacy-repository';
import type { ResultFragments } from './pharmacy-wire-json';

/** A pharmacy chain as pricing sees it; one object per chain short name in an index. */
export interface PharmacyChain {
  readonly shortName: string;
  /** The chain's discount-card adjustment (see pricing/chain-adjustment.ts). */
  readonly adjustmentBasisPoints: number;
}

/**
 * A set of network ids some pharmacies belong to; one object per distinct set in an index, so
 * a search works out what a set means for its networks once, not once per pharmacy.
 */
export interface NetworkMembership {
  /** Numbers the sets of one index from 0. */
  readonly ordinal: number;
  readonly networkIds: readonly number[];
}

/**
 * A pharmacy in the index with what every search asks of it worked out when the index is
 * built: its coordinates (for the k-d tree), its chain and its network membership.
 */
export interface PharmacyEntry {
  readonly record: PharmacyRecord;
  readonly lat: number;
  readonly lng: number;
  readonly isMailOrder: boolean;
  readonly chain: PharmacyChain;
  readonly networks: NetworkMembership;
  /**
   * Numbers from 0 the index's distinct pairs of network membership and chain adjustment: what
   * an item's price at a pharmacy depends on, so a search prices each class once.
   */
  readonly priceClass: number;
  /** The pharmacy's fixed wire JSON, made the first time a search shows it. */
  wireFragments: ResultFragments | undefined;
}

/** Entries for the records, in the same order; chains and memberships are shared. */
export function createPharmacyEntries(records: readonly PharmacyRecord[]): PharmacyEntry[] {
  const chains = new Map<string, PharmacyChain>();
  const memberships = new Map<string, NetworkMembership>();
  const priceClasses = new Map<string, number>();
  return records.map((record) => {
    const chain = findOrAddChain(chains, record.chainShortName);
    const networks = findOrAddMembership(memberships, record.networkIds);
    const classKey = `${networks.ordinal}:${chain.adjustmentBasisPoints}`;
    const priceClass = priceClasses.get(classKey) ?? priceClasses.size;
    priceClasses.set(classKey, priceClass);
    return {
      record,
      lat: record.lat,
      lng: record.lng,
      isMailOrder: record.isMailOrder,
      chain,
      networks,
      priceClass,
      wireFragments: undefined,
    };
  });
}

export function createPharmacyChain(shortName: string): PharmacyChain {
  return { shortName, adjustmentBasisPoints: getChainAdjustmentBasisPoints(shortName) };
}

function findOrAddChain(chains: Map<string, PharmacyChain>, shortName: string): PharmacyChain {
  let chain = chains.get(shortName);
  if (!chain) {
    chain = createPharmacyChain(shortName);
    chains.set(shortName, chain);
  }
  return chain;
}

function findOrAddMembership(
  memberships: Map<string, NetworkMembership>,
  networkIds: readonly number[],
): NetworkMembership {
  const key = networkIds.join(',');
  let membership = memberships.get(key);
  if (!membership) {
    membership = { ordinal: memberships.size, networkIds: [...networkIds] };
    memberships.set(key, membership);
  }
  return membership;
}
