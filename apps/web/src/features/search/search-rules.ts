import { SEARCH_MESSAGES, type SearchResult } from '@fillwell/contracts';
import { LIMITS } from '@fillwell/domain';
import type { RecentlyViewedDrug } from './search-slice';

/** One row of the results box: a suggestion or a recently viewed drug. */
export interface SearchOption {
  slug: string;
  name: string;
  alternateName: string | null;
}

export type SearchOptionsKind = 'recent' | 'suggestions';

export interface SearchBoxContent {
  kind: SearchOptionsKind;
  options: SearchOption[];
  message: string | null;
  /** True when the options answer exactly what is typed now. */
  isCurrent: boolean;
}

/** The term as it is searched and cached: trimmed, single-spaced, lower case. */
export function normalizeSearchTerm(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

export function isSearchableTerm(term: string): boolean {
  return term.length >= LIMITS.searchMinChars;
}

export function toSearchOption(result: SearchResult): SearchOption {
  return { slug: result.slug, name: result.name, alternateName: result.alternateName };
}

export function toRecentOption(drug: RecentlyViewedDrug): SearchOption {
  return { slug: drug.slug, name: drug.formattedName, alternateName: drug.formattedAlternateName };
}

export interface SearchBoxInput {
  /** What is typed now, normalized. */
  term: string;
  /** Results for the term, once they have arrived for exactly this term. */
  currentResults: SearchResult[] | undefined;
  /** The latest results for any term, shown while the next ones are on their way. */
  latestResults: SearchResult[] | undefined;
  hasFailed: boolean;
  recentlyViewed: RecentlyViewedDrug[];
}

/**
 * What the results box shows: recently viewed drugs for an empty field, the too-short message
 * for one letter, suggestions (at most four) or 'No results found.' once a term has settled.
 * A failed search shows nothing new.
 */
export function getSearchBoxContent(input: SearchBoxInput): SearchBoxContent {
  const { term, currentResults, latestResults, hasFailed, recentlyViewed } = input;
  if (!term) {
    const options = recentlyViewed.slice(0, LIMITS.recentDrugsCap).map(toRecentOption);
    return { kind: 'recent', options, message: null, isCurrent: true };
  }
  if (!isSearchableTerm(term)) {
    return {
      kind: 'suggestions',
      options: [],
      message: SEARCH_MESSAGES.tooShort,
      isCurrent: true,
    };
  }
  if (hasFailed) return { kind: 'suggestions', options: [], message: null, isCurrent: true };
  const results = currentResults ?? latestResults ?? [];
  const options = results.slice(0, LIMITS.searchSuggestionCap).map(toSearchOption);
  const isCurrent = currentResults !== undefined;
  const message = isCurrent && options.length === 0 ? SEARCH_MESSAGES.noResults : null;
  return { kind: 'suggestions', options, message, isCurrent };
}

/** The option the arrow keys move to, wrapping at both ends; -1 when there is none. */
export function getNextActiveIndex(current: number, step: 1 | -1, optionCount: number): number {
  if (optionCount === 0) return -1;
  if (current < 0 || current >= optionCount) return step === 1 ? 0 : optionCount - 1;
  return (current + step + optionCount) % optionCount;
}
