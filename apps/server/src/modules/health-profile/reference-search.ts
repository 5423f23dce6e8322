/**
 * Search over a small reference list (allergens, ICD-10 conditions) held in memory. Ranks: the
 * whole text, then text that starts with the term, a word that starts with it, every typed word
 * starting a word, and the term anywhere; ties go to the shorter text.
 */
export interface ReferenceSearch<T> {
  readonly size: number;
  search(term: string, limit: number): T[];
}

interface IndexedEntry<T> {
  item: T;
  keys: string[];
  words: string[];
  length: number;
  sortText: string;
}

const NO_MATCH = Number.POSITIVE_INFINITY;

/** Lower case, accents dropped, punctuation turned into spaces. */
export function toSearchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** `keysOf` gives the texts an item is found by; the first is the one shown. */
export function createReferenceSearch<T>(
  items: readonly T[],
  keysOf: (item: T) => string[],
): ReferenceSearch<T> {
  const entries: IndexedEntry<T>[] = items.map((item) => {
    const keys = keysOf(item).map(toSearchText);
    const shown = keys[0] ?? '';
    return {
      item,
      keys,
      words: keys.flatMap((key) => key.split(' ')),
      length: shown.length,
      sortText: shown,
    };
  });
  return {
    size: entries.length,
    search(term, limit) {
      const query = toSearchText(term);
      if (!query) return [];
      const tokens = query.split(' ');
      return entries
        .map((entry) => ({ entry, rank: rankEntry(entry, query, tokens) }))
        .filter((scored) => scored.rank !== NO_MATCH)
        .sort(
          (a, b) =>
            a.rank - b.rank ||
            a.entry.length - b.entry.length ||
            a.entry.sortText.localeCompare(b.entry.sortText),
        )
        .slice(0, limit)
        .map((scored) => scored.entry.item);
    },
  };
}

function rankEntry<T>(entry: IndexedEntry<T>, query: string, tokens: readonly string[]): number {
  let best = NO_MATCH;
  for (const key of entry.keys) {
    if (key === query) return 0;
    if (key.startsWith(query)) best = Math.min(best, 1);
    else if (key.includes(` ${query}`)) best = Math.min(best, 2);
    else if (key.includes(query)) best = Math.min(best, 4);
  }
  if (best > 3 && tokens.every((token) => entry.words.some((word) => word.startsWith(token)))) {
    best = 3;
  }
  return best;
}
