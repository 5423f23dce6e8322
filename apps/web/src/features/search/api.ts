import type { MedicationSearchResponse, SearchResult } from '@fillwell/contracts';
import { LIMITS } from '@fillwell/domain';
import { api } from '@/lib/api';

/** Suggestions stay cached per term for the whole visit. */
const SEARCH_CACHE_SECONDS = 60 * 60;

export const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchMedications: build.query<SearchResult[], string>({
      query: (term) => ({
        path: 'medications',
        query: { name: term, limit: LIMITS.searchSuggestionCap },
      }),
      transformResponse: (response: MedicationSearchResponse) => response.results,
      keepUnusedDataFor: SEARCH_CACHE_SECONDS,
    }),
  }),
});

export const { useSearchMedicationsQuery } = searchApi;
