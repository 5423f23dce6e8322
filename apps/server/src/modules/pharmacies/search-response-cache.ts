/** Searches whose responses are kept; a response is up to about 60 KB (100 results). */
export const SEARCH_RESPONSE_CACHE_SIZE = 256;

/**
 * What a response was made from (the directory snapshot, the place, the priced medication):
 * a kept response is served only while every one of these is the very same object, so a reload
 * of the pharmacies, the ZIP codes or the catalogue (new objects) is never answered from before.
 */
export type ResponseSources = readonly unknown[];

export interface SearchResponseCache {
  find(key: string, sources: ResponseSources): Buffer | undefined;
  keep(key: string, sources: ResponseSources, json: Buffer): void;
}

interface KeptResponse {
  sources: ResponseSources;
  json: Buffer;
}

/**
 * The wire JSON of the searches asked for lately, least recently used dropped first. A search
 * is a pure function of its query and its sources, and visitors near one place looking for one
 * medication ask the same question: the answer is worked out once, then sent as it is.
 */
export function createSearchResponseCache(
  capacity = SEARCH_RESPONSE_CACHE_SIZE,
): SearchResponseCache {
  const responses = new Map<string, KeptResponse>();
  return {
    find(key, sources) {
      const kept = responses.get(key);
      if (!kept) return undefined;
      responses.delete(key);
      if (!isSameSources(kept.sources, sources)) return undefined;
      responses.set(key, kept);
      return kept.json;
    },
    keep(key, sources, json) {
      responses.delete(key);
      responses.set(key, { sources: [...sources], json });
      if (responses.size > capacity) {
        const oldest = responses.keys().next();
        if (!oldest.done) responses.delete(oldest.value);
      }
    },
  };
}

function isSameSources(kept: ResponseSources, current: ResponseSources): boolean {
  return kept.length === current.length && kept.every((source, index) => source === current[index]);
}
