import type { PharmacyResult, PharmacySearchResponse } from '@fillwell/contracts';
import { api } from '@/lib/api';

/** How many pharmacies one search asks for; the list shows ten of them until "See More". */
export const PHARMACY_SEARCH_LIMIT = 50;

export interface PharmacySearchArgs {
  zipCode: string;
  /** With quantity: each result carries that item's price at the pharmacy. */
  medId?: number;
  quantity?: number;
}

export const pharmaciesApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchPharmacies: build.query<PharmacyResult[], PharmacySearchArgs>({
      query: ({ zipCode, medId, quantity }) => ({
        path: 'v2/pharmacies',
        query: { zipCode, medId, quantity, limit: PHARMACY_SEARCH_LIMIT },
      }),
      transformResponse: (response: PharmacySearchResponse) => response.results,
    }),
  }),
});

export const { useSearchPharmaciesQuery } = pharmaciesApi;
