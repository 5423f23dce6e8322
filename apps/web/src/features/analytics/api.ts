import type { Funnel, FunnelQuery, FunnelResponse } from '@fillwell/contracts';
import { api } from '@/lib/api';

export const analyticsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFunnel: build.query<Funnel, FunnelQuery>({
      query: (query) => ({ path: 'v2/analytics/funnel', query }),
      transformResponse: (response: FunnelResponse) => response.result,
      // Events keep arriving: asked again each time the page opens.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetFunnelQuery } = analyticsApi;
