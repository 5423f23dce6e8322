import type {
  ParticipatingPharmacies,
  ParticipatingPharmacyQuery,
  PharmacyResult,
  PharmacySearchResponse,
} from '@fillwell/contracts';
import { NETWORK_IDS, type PriceCategory } from '@fillwell/domain';
import { api } from '@/lib/api';

/** How many pharmacies one search asks for; the list shows ten of them until "See More". */
export const PHARMACY_SEARCH_LIMIT = 50;

export interface PharmacySearchArgs {
  zipCode: string;
  /** With quantity: each result carries that item's price at the pharmacy. */
  medId?: number;
  quantity?: number;
  /**
   * With medId: each result carries this category's price, or none where the pharmacy does not
   * sell in it. Home delivery searches the mail-order pharmacy.
   */
  priceCategory?: PriceCategory;
  /** Only pharmacies in these networks (e.g. the discount card's). */
  networkIds?: readonly number[];
}

export const pharmaciesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listParticipatingPharmacies: build.query<ParticipatingPharmacies, ParticipatingPharmacyQuery>({
      query: (filter) => ({ path: 'v2/pharmacies/participating', query: { ...filter } }),
      transformResponse: (response: { result: ParticipatingPharmacies }) => response.result,
    }),
    searchPharmacies: build.query<PharmacyResult[], PharmacySearchArgs>({
      query: ({ zipCode, medId, quantity, priceCategory, networkIds }) => ({
        path: 'v2/pharmacies',
        query: {
          zipCode,
          medId,
          quantity,
          priceCategory,
          networkIds: priceCategory === 'delivery' ? [NETWORK_IDS.delivery] : networkIds,
          limit: PHARMACY_SEARCH_LIMIT,
        },
      }),
      transformResponse: (response: PharmacySearchResponse) => response.results,
    }),
  }),
});

export const { useSearchPharmaciesQuery, useListParticipatingPharmaciesQuery } = pharmaciesApi;
