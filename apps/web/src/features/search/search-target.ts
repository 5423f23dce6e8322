import { SEARCH_RESULTS_PATH } from '@fillwell/domain';
import { normalizeSearchTerm, type SearchOption } from './search-rules';

/** Letters a term may be off by and still name a drug: none when short, two when long. */
function getTypoAllowance(term: string): number {
  if (term.length >= 8) return 2;
  return term.length >= 4 ? 1 : 0;
}

/** Letters to insert, delete or change to turn one text into the other (Levenshtein). */
export function countEdits(from: string, to: string): number {
  let previous = Array.from({ length: to.length + 1 }, (_value, index) => index);
  for (let row = 1; row <= from.length; row += 1) {
    const current = [row];
    for (let column = 1; column <= to.length; column += 1) {
      const substitution = from[row - 1] === to[column - 1] ? 0 : 1;
      current.push(
        Math.min(
          (previous[column] ?? 0) + 1,
          (current[column - 1] ?? 0) + 1,
          (previous[column - 1] ?? 0) + substitution,
        ),
      );
    }
    previous = current;
  }
  return previous[to.length] ?? 0;
}

/**
 * The one drug a typed term names: the match spelled exactly so, else the only match, else the
 * only match within a typo or two. Null when the term could mean several drugs, or none.
 */
export function findBestMatch(text: string, matches: readonly SearchOption[]): SearchOption | null {
  const term = normalizeSearchTerm(text);
  const exact = matches.find((match) => normalizeSearchTerm(match.name) === term);
  if (exact) return exact;
  if (matches.length === 1) return matches[0] ?? null;
  const allowance = getTypoAllowance(term);
  const close = matches.filter(
    (match) => countEdits(term, normalizeSearchTerm(match.name)) <= allowance,
  );
  return close.length === 1 ? (close[0] ?? null) : null;
}

/** The search results page listing every match of the text. */
export function buildSearchResultsPath(text: string): string {
  return `${SEARCH_RESULTS_PATH}?${new URLSearchParams({ q: text.trim() }).toString()}`;
}

/** Where a submitted search goes: the best match's drug page, or the results page. */
export function getSearchTarget(text: string, matches: readonly SearchOption[]): string {
  const best = findBestMatch(text, matches);
  return best ? `/${best.slug}` : buildSearchResultsPath(text);
}
