import type { z } from 'zod';
import type {
  CityPage,
  cityPageResponseSchema,
  LandingPage,
  landingPageResponseSchema,
} from '@fillwell/contracts';
import { api } from '@/lib/api';

type LandingPageResponse = z.infer<typeof landingPageResponseSchema>;
type CityPageResponse = z.infer<typeof cityPageResponseSchema>;

export const landingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLandingPage: build.query<LandingPage, string>({
      query: (slug) => `v2/landing/${encodeURIComponent(slug)}`,
      transformResponse: (response: LandingPageResponse) => response.result,
    }),
    getCityPage: build.query<CityPage, string>({
      query: (slug) => `v2/cities/${encodeURIComponent(slug)}`,
      transformResponse: (response: CityPageResponse) => response.result,
    }),
  }),
});

export const { useGetLandingPageQuery, useGetCityPageQuery } = landingApi;
