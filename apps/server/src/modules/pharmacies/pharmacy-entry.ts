import { getChainAdjustmentBasisPoints } from '../pricing/index';
import type { PharmacyRecord } from './pharmacy-repository';
import { writePharmacyWire, type PharmacyWire } from './pharmacy-wire-json';

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
  /** Where the entry sits in its table (see PharmacyTable). */
  readonly index: number;
  readonly record: PharmacyRecord;
  readonly lat: number;
  readonly lng: number;
  readonly chain: PharmacyChain;
  readonly networks: NetworkMembership;
  /** The pharmacy's fixed wire JSON. */
  readonly wire: PharmacyWire;
}

/**
 * The pharmacies of an index, and what a search checks of every pharmacy in its circle in typed
 * arrays by entry index: compact, so a search reads the objects only of the pharmacies it shows.
 */
export interface PharmacyTable {
  readonly entries: readonly PharmacyEntry[];
  /** Whether the pharmacy is mail order (1) or not (0). */
  readonly isMailOrder: Uint8Array;
  /** Whether the pharmacy is a supersaver (1) or not (0). */
  readonly isSupersaver: Uint8Array;
  /** The ordinal of the pharmacy's NetworkMembership. */
  readonly membershipOrdinals: Uint32Array;
  /** The memberships, by ordinal. */
  readonly memberships: readonly NetworkMembership[];
  /**
   * Numbers from 0 the table's distinct pairs of network membership and chain adjustment: what
   * an item's price at a pharmacy depends on, so a search prices each class once.
   */
  readonly priceClasses: Uint32Array;
  /** Each price class's chain and the ordinal of its membership, by class. */
  readonly priceClassChains: readonly PharmacyChain[];
  readonly priceClassMemberships: Uint32Array;
}

/** The table of the records, in the same order; chains and memberships are shared. */
export function createPharmacyTable(records: readonly PharmacyRecord[]): PharmacyTable {
  const chains = new Map<string, PharmacyChain>();
  const memberships = new Map<string, NetworkMembership>();
  const priceClassByKey = new Map<string, number>();
  const priceClassChains: PharmacyChain[] = [];
  const priceClassMemberships: number[] = [];
  const count = records.length;
  const table = {
    isMailOrder: new Uint8Array(count),
    isSupersaver: new Uint8Array(count),
    membershipOrdinals: new Uint32Array(count),
    priceClasses: new Uint32Array(count),
  };
  const entries = records.map((record, index): PharmacyEntry => {
    const chain = findOrAddChain(chains, record.chainShortName);
    const networks = findOrAddMembership(memberships, record.networkIds);
    const classKey = `${networks.ordinal}:${chain.adjustmentBasisPoints}`;
    let priceClass = priceClassByKey.get(classKey);
    if (priceClass === undefined) {
      priceClass = priceClassByKey.size;
      priceClassByKey.set(classKey, priceClass);
      priceClassChains.push(chain);
      priceClassMemberships.push(networks.ordinal);
    }
    table.isMailOrder[index] = record.isMailOrder ? 1 : 0;
    table.isSupersaver[index] = record.isSupersaver ? 1 : 0;
    table.membershipOrdinals[index] = networks.ordinal;
    table.priceClasses[index] = priceClass;
    const { lat, lng } = record;
    return { index, record, lat, lng, chain, networks, wire: writePharmacyWire(record) };
  });
  return {
    ...table,
    entries,
    memberships: [...memberships.values()],
    priceClassChains,
    priceClassMemberships: Uint32Array.from(priceClassMemberships),
  };
}

export function getEntryAt(table: PharmacyTable, entryIndex: number): PharmacyEntry {
  const entry = table.entries[entryIndex];
  if (!entry) throw new RangeError(`No pharmacy ${entryIndex} in the table`);
  return entry;
}

export function getMembershipAt(table: PharmacyTable, entryIndex: number): NetworkMembership {
  const membership = table.memberships[table.membershipOrdinals[entryIndex] ?? -1];
  if (!membership) throw new RangeError(`No pharmacy ${entryIndex} in the table`);
  return membership;
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
