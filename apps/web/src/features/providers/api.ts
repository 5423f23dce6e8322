import type { Provider, ProviderSearchQuery, ProviderSearchResponse } from '@fillwell/contracts';
import { api } from '@/lib/api';

/** A doctor search: the text, and where the patient is so that nearby doctors come first. */
export type ProviderSearch = Pick<ProviderSearchQuery, 'search' | 'zipCode' | 'state'>;

export const providersApi = api.injectEndpoints({
  endpoints: (build) => ({
    findProviders: build.query<Provider[], ProviderSearch>({
      query: ({ search, zipCode, state }) => ({
        path: 'v2/providers',
        query: { search, zipCode, state },
      }),
      transformResponse: (response: ProviderSearchResponse) => response.result,
    }),
  }),
});

export const { useFindProvidersQuery } = providersApi;
