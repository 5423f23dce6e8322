import type { ParticipatingPharmacies, PharmacyCount } from '@fillwell/contracts';
import { US_STATES } from '@fillwell/domain';
import type { PharmacyEntry } from './pharmacy-entry';
import type { PharmacyIndex } from './pharmacy-index';
import { ALL_NETWORK_IDS, getPrimaryNetworkId, isInNetwork } from './pharmacy-networks';
import { toPharmacy } from './pharmacy-view';

export const PARTICIPATING_PAGE_SIZE = 20;

export interface ParticipatingFilter {
  /** A chain's short name, any case. */
  chain?: string | undefined;
  stateCode?: string | undefined;
  /** The first 3 to 5 digits of a ZIP code. */
  zipPrefix?: string | undefined;
  page: number;
}

const STATE_NAMES = new Map<string, string>(US_STATES.map(([code, name]) => [code, name]));
const ALL_NETWORKS = { networkIds: ALL_NETWORK_IDS, isMailOrderIncluded: true };

/**
 * The pharmacies that take Fillwell prices, narrowed by chain, state and ZIP code, in the order
 * of state, city and name, with how many each chain and state has among the others' choice. Null
 * for a page past the last.
 */
export function listParticipatingPharmacies(
  index: PharmacyIndex,
  filter: ParticipatingFilter,
): ParticipatingPharmacies | null {
  const chain = filter.chain?.toLowerCase();
  const isChain = (entry: PharmacyEntry) =>
    !chain || entry.record.chainShortName.toLowerCase() === chain;
  const isState = (entry: PharmacyEntry) =>
    !filter.stateCode || entry.record.stateCode === filter.stateCode;
  const isZip = (entry: PharmacyEntry) =>
    !filter.zipPrefix || entry.record.zipCode.startsWith(filter.zipPrefix);
  const chains = new Map<string, PharmacyCount>();
  const states = new Map<string, PharmacyCount>();
  const matches: PharmacyEntry[] = [];
  for (const entry of index.table.entries) {
    if (!isZip(entry)) continue;
    const [inChain, inState] = [isChain(entry), isState(entry)];
    if (inState) countInto(chains, entry.record.chainShortName, entry.record.chainFormattedName);
    if (inChain) countInto(states, entry.record.stateCode, stateLabel(entry.record.stateCode));
    if (inChain && inState) matches.push(entry);
  }
  const pageCount = Math.max(1, Math.ceil(matches.length / PARTICIPATING_PAGE_SIZE));
  if (filter.page > pageCount) return null;
  const start = (filter.page - 1) * PARTICIPATING_PAGE_SIZE;
  return {
    total: matches.length,
    page: filter.page,
    pageCount,
    chains: [...chains.values()].sort(
      (a, b) => b.count - a.count || a.label.localeCompare(b.label),
    ),
    states: [...states.values()].sort((a, b) => a.label.localeCompare(b.label)),
    results: matches
      .sort(compareByPlace)
      .slice(start, start + PARTICIPATING_PAGE_SIZE)
      .map(({ record }) =>
        toPharmacy(record, {
          networkId: getPrimaryNetworkId(record.networkIds, ALL_NETWORKS),
          isInNetwork: isInNetwork(record.networkIds, ALL_NETWORKS),
          distanceMiles: null,
        }),
      ),
  };
}

function countInto(counts: Map<string, PharmacyCount>, value: string, label: string): void {
  const counted = counts.get(value);
  if (counted) counted.count += 1;
  else counts.set(value, { value, label, count: 1 });
}

function stateLabel(code: string): string {
  return STATE_NAMES.get(code) ?? code;
}

function compareByPlace(a: PharmacyEntry, b: PharmacyEntry): number {
  return (
    a.record.stateCode.localeCompare(b.record.stateCode) ||
    a.record.city.localeCompare(b.record.city) ||
    a.record.name.localeCompare(b.record.name) ||
    a.record.id.localeCompare(b.record.id)
  );
}
