/** An API call that ended well, as the analytics client reads it. */
export interface FinishedCall {
  endpointName: string;
  args: unknown;
  payload: unknown;
}

/** API calls whose success the analytics client turns into events. */
export const WATCHED_ENDPOINTS: ReadonlySet<string> = new Set([
  'searchMedications',
  'listSearchResults',
  'getDrugDetail',
  'getDrugQuantity',
  'getCart',
  'addCartItems',
  'purchase',
]);

interface CacheEntry {
  status?: string;
  endpointName?: string;
  originalArgs?: unknown;
  data?: unknown;
  fulfilledTimeStamp?: number;
}

type ApiCache = Record<string, CacheEntry | undefined>;

function readApiCache(state: unknown): Array<[string, CacheEntry]> {
  const api = (state as { api?: { queries?: ApiCache; mutations?: ApiCache } }).api;
  // Mutations first: a cart change is read against the cart as it was before a refetch.
  const entries = [...Object.entries(api?.mutations ?? {}), ...Object.entries(api?.queries ?? {})];
  return entries.filter((entry): entry is [string, CacheEntry] => entry[1] !== undefined);
}

/**
 * Calls each watched API call once it has succeeded: those already in the store's API cache
 * (the page's own data) at once, then every later one, read from the cache after each change
 * (so the start-up path carries nothing for analytics). A drug's details come before the rest
 * of the same change: its page view needs them.
 */
export function watchFinishedCalls(
  store: { getState(): unknown; subscribe(listener: () => void): () => void },
  onCall: (call: FinishedCall) => void,
): () => void {
  const seen = new Map<string, number>();
  const scan = () => {
    const found: FinishedCall[] = [];
    for (const [key, entry] of readApiCache(store.getState())) {
      const { status, endpointName, fulfilledTimeStamp = 0 } = entry;
      if (status !== 'fulfilled' || !endpointName || !WATCHED_ENDPOINTS.has(endpointName)) continue;
      if (seen.get(key) === fulfilledTimeStamp) continue;
      seen.set(key, fulfilledTimeStamp);
      found.push({ endpointName, args: entry.originalArgs, payload: entry.data });
    }
    found
      .sort(
        (a, b) =>
          Number(b.endpointName === 'getDrugDetail') - Number(a.endpointName === 'getDrugDetail'),
      )
      .forEach(onCall);
  };
  scan();
  return store.subscribe(scan);
}
