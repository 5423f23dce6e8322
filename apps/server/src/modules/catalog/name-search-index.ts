import { makeTrigrams, normalizeSearchText, splitWords } from './search-text';

/** One searchable name; related entries (brand ⇄ generic) are listed with it. */
export interface SearchableName {
  name: string;
  popularityRank: number;
  relatedIndexes: readonly number[];
}

export interface NameSearchIndex {
  /** Indexes into the names the index was built from, best first. */
  search(term: string, limit: number): number[];
}

/** Match tiers, best first; a related name ranks one step after the name that found it. */
const TIER = {
  exact: 0,
  namePrefix: 1,
  wordPrefix: 2,
  relatedOfPrefix: 3,
  strongTypo: 4,
  relatedOfStrongTypo: 5,
  weakTypo: 6,
  relatedOfWeakTypo: 7,
} as const;

/** pg_trgm's default similarity threshold, and the line between a close and a loose typo. */
const TYPO_THRESHOLD = 0.3;
const STRONG_TYPO_THRESHOLD = 0.5;
const MIN_TYPO_TERM_LENGTH = 3;

interface PrefixKey {
  key: string;
  entry: number;
  isWholeName: boolean;
}

interface Candidate {
  entry: number;
  tier: number;
  similarity: number;
}

interface TrigramIndex {
  postings: Map<string, Int32Array>;
  keyEntries: Int32Array;
  keySizes: Int32Array;
}

/**
 * An in-memory name index: a sorted array of name and word-start keys for prefix matches and a
 * trigram inverted index for typos, both built once so a query touches only what it matches.
 */
export function buildNameSearchIndex(names: readonly SearchableName[]): NameSearchIndex {
  const normalizedNames = names.map((name) => normalizeSearchText(name.name));
  const prefixKeys = buildPrefixKeys(normalizedNames);
  const trigramIndex = buildTrigramIndex(normalizedNames);
  const counts = new Int32Array(trigramIndex.keyEntries.length);

  return {
    search(term, limit) {
      const query = normalizeSearchText(term);
      if (!query || limit < 1) return [];
      const candidates = new Map<number, Candidate>();
      collectPrefixMatches(prefixKeys, normalizedNames, query, candidates);
      addRelated(names, candidates, TIER.relatedOfPrefix, TIER.wordPrefix);
      if (candidates.size < limit && query.length >= MIN_TYPO_TERM_LENGTH) {
        collectTypoMatches(trigramIndex, counts, query, candidates);
        addRelated(names, candidates, TIER.relatedOfStrongTypo, TIER.strongTypo);
        addRelated(names, candidates, TIER.relatedOfWeakTypo, TIER.weakTypo);
      }
      const compare = createCandidateComparator(names, normalizedNames);
      return selectBest(candidates.values(), limit, compare).map((candidate) => candidate.entry);
    },
  };
}

function buildPrefixKeys(normalizedNames: readonly string[]): PrefixKey[] {
  const keys: PrefixKey[] = [];
  normalizedNames.forEach((name, entry) => {
    const words = splitWords(name);
    words.forEach((_word, position) => {
      keys.push({ key: words.slice(position).join(' '), entry, isWholeName: position === 0 });
    });
  });
  return keys.sort((left, right) => compareText(left.key, right.key));
}

function buildTrigramIndex(normalizedNames: readonly string[]): TrigramIndex {
  const lists = new Map<string, number[]>();
  const keyEntries: number[] = [];
  const keySizes: number[] = [];
  normalizedNames.forEach((name, entry) => {
    for (const text of listTrigramTexts(name)) {
      const trigrams = makeTrigrams(text);
      const keyId = keyEntries.length;
      keyEntries.push(entry);
      keySizes.push(trigrams.size);
      for (const trigram of trigrams) {
        const list = lists.get(trigram);
        if (list) list.push(keyId);
        else lists.set(trigram, [keyId]);
      }
    }
  });
  const postings = new Map<string, Int32Array>();
  for (const [trigram, list] of lists) postings.set(trigram, Int32Array.from(list));
  return { postings, keyEntries: Int32Array.from(keyEntries), keySizes: Int32Array.from(keySizes) };
}

/** The whole name and, for names of several words, each longer word on its own. */
function listTrigramTexts(name: string): string[] {
  const words = splitWords(name);
  if (words.length < 2) return [name];
  return [name, ...words.filter((word) => word.length >= MIN_TYPO_TERM_LENGTH)];
}

function collectPrefixMatches(
  prefixKeys: readonly PrefixKey[],
  normalizedNames: readonly string[],
  query: string,
  candidates: Map<number, Candidate>,
): void {
  for (let index = findFirstKeyAtLeast(prefixKeys, query); index < prefixKeys.length; index += 1) {
    const prefixKey = prefixKeys[index];
    if (!prefixKey?.key.startsWith(query)) break;
    const tier = getPrefixTier(prefixKey, normalizedNames, query);
    offerCandidate(candidates, { entry: prefixKey.entry, tier, similarity: 1 });
  }
}

function getPrefixTier(prefixKey: PrefixKey, normalizedNames: readonly string[], query: string) {
  if (!prefixKey.isWholeName) return TIER.wordPrefix;
  return normalizedNames[prefixKey.entry] === query ? TIER.exact : TIER.namePrefix;
}

function findFirstKeyAtLeast(prefixKeys: readonly PrefixKey[], query: string): number {
  let low = 0;
  let high = prefixKeys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const key = prefixKeys[middle]?.key ?? '';
    if (compareText(key, query) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

function collectTypoMatches(
  index: TrigramIndex,
  counts: Int32Array,
  query: string,
  candidates: Map<number, Candidate>,
): void {
  const queryTrigrams = makeTrigrams(query);
  const touched: number[] = [];
  for (const trigram of queryTrigrams) {
    const posting = index.postings.get(trigram);
    if (!posting) continue;
    for (const keyId of posting) {
      if (counts[keyId] === 0) touched.push(keyId);
      counts[keyId] = (counts[keyId] ?? 0) + 1;
    }
  }
  for (const keyId of touched) {
    const shared = counts[keyId] ?? 0;
    counts[keyId] = 0;
    const similarity = shared / (queryTrigrams.size + (index.keySizes[keyId] ?? 0) - shared);
    if (similarity < TYPO_THRESHOLD) continue;
    const tier = similarity >= STRONG_TYPO_THRESHOLD ? TIER.strongTypo : TIER.weakTypo;
    offerCandidate(candidates, { entry: index.keyEntries[keyId] ?? 0, tier, similarity });
  }
}

/** Adds the related names of every candidate in `sourceTier` or better, at `relatedTier`. */
function addRelated(
  names: readonly SearchableName[],
  candidates: Map<number, Candidate>,
  relatedTier: number,
  sourceTier: number,
): void {
  const sources = [...candidates.values()].filter(
    (candidate) => candidate.tier <= sourceTier && candidate.tier < relatedTier,
  );
  for (const source of sources) {
    for (const entry of names[source.entry]?.relatedIndexes ?? []) {
      offerCandidate(candidates, { entry, tier: relatedTier, similarity: source.similarity });
    }
  }
}

function offerCandidate(candidates: Map<number, Candidate>, offer: Candidate): void {
  const existing = candidates.get(offer.entry);
  const isBetter =
    !existing ||
    offer.tier < existing.tier ||
    (offer.tier === existing.tier && offer.similarity > existing.similarity);
  if (isBetter) candidates.set(offer.entry, offer);
}

function createCandidateComparator(
  names: readonly SearchableName[],
  normalizedNames: readonly string[],
): (left: Candidate, right: Candidate) => number {
  return (left, right) =>
    left.tier - right.tier ||
    (names[left.entry]?.popularityRank ?? 0) - (names[right.entry]?.popularityRank ?? 0) ||
    right.similarity - left.similarity ||
    compareText(normalizedNames[left.entry] ?? '', normalizedNames[right.entry] ?? '');
}

/** The `limit` best candidates in order, without sorting them all (a short query matches many). */
function selectBest(
  candidates: Iterable<Candidate>,
  limit: number,
  compare: (left: Candidate, right: Candidate) => number,
): Candidate[] {
  const best: Candidate[] = [];
  for (const candidate of candidates) {
    const worst = best[best.length - 1];
    if (best.length === limit && worst && compare(candidate, worst) >= 0) continue;
    let position = best.length;
    while (position > 0 && compare(candidate, best[position - 1] as Candidate) < 0) position -= 1;
    best.splice(position, 0, candidate);
    if (best.length > limit) best.pop();
  }
  return best;
}

function compareText(left: string, right: string): number {
  if (left < right) return -1;
  return left > right ? 1 : 0;
}
