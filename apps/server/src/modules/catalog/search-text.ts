/**
 * Text handling shared by the name index and the query: lowercase ASCII letters and digits,
 * anything else splits words (the same idea as pg_trgm's word boundaries).
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export function splitWords(normalized: string): string[] {
  return normalized ? normalized.split(' ') : [];
}

/**
 * The trigram set of a text as pg_trgm makes it: each word padded with two spaces in front and
 * one behind, every three-character window, duplicates removed.
 */
export function makeTrigrams(normalized: string): Set<string> {
  const trigrams = new Set<string>();
  for (const word of splitWords(normalized)) {
    const padded = `  ${word} `;
    for (let start = 0; start + 3 <= padded.length; start += 1) {
      trigrams.add(padded.slice(start, start + 3));
    }
  }
  return trigrams;
}

/** pg_trgm's similarity(): shared trigrams over all distinct trigrams of both texts. */
export function computeTrigramSimilarity(left: string, right: string): number {
  const leftTrigrams = makeTrigrams(normalizeSearchText(left));
  const rightTrigrams = makeTrigrams(normalizeSearchText(right));
  let shared = 0;
  for (const trigram of leftTrigrams) if (rightTrigrams.has(trigram)) shared += 1;
  const union = leftTrigrams.size + rightTrigrams.size - shared;
  return union === 0 ? 0 : shared / union;
}
