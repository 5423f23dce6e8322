import type {
  ParticipatingPharmacies,
  ParticipatingPharmacyQuery,
  PharmacyResult,
  PharmacySearchResponse,
  PreferredPharmacy,
  PreferredPharmacyResponse,
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
    /** The pharmacy and the value props of the preferred-pharmacy modal, by location id. */
    getPreferredPharmacy: build.query<PreferredPharmacy, string>({
      query: (locationId) => `v2/pharmacies/preferred/${encodeURIComponent(locationId)}`,
      transformResponse: (response: PreferredPharmacyResponse) => response.result,
    }),
  }),
});

export const {
  useSearchPharmaciesQuery,
  useListParticipatingPharmaciesQuery,
  useGetPreferredPharmacyQuery,
} = pharmaciesApi;
