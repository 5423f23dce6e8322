import type { MedicationSearchResponse, SearchResult } from '@fillwell/contracts';
import { LIMITS } from '@fillwell/domain';
import { api } from '@/lib/api';

/** Suggestions stay cached per term for the whole visit. */
const SEARCH_CACHE_SECONDS = 60 * 60;

/** Matches the search results page lists: more than the box suggests, still one screen or two. */
export const SEARCH_RESULTS_PAGE_LIMIT = 20;

const toResults = (response: MedicationSearchResponse) => response.results;

export const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchMedications: build.query<SearchResult[], string>({
      query: (term) => ({
        path: 'medications',
        query: { name: term, limit: LIMITS.searchSuggestionCap },
      }),
      transformResponse: toResults,
      keepUnusedDataFor: SEARCH_CACHE_SECONDS,
    }),
    listSearchResults: build.query<SearchResult[], string>({
      query: (term) => ({
        path: 'medications',
        query: { name: term, limit: SEARCH_RESULTS_PAGE_LIMIT },
      }),
      transformResponse: toResults,
      keepUnusedDataFor: SEARCH_CACHE_SECONDS,
    }),
  }),
});

export const { useSearchMedicationsQuery, useListSearchResultsQuery } = searchApi;
