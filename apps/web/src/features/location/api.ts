import type { z } from 'zod';
import type {
  foundLocationResponseSchema,
  Location,
  locationResponseSchema,
} from '@fillwell/contracts';
import { api } from '@/lib/api';

type LocationResponse = z.infer<typeof locationResponseSchema>;
type FoundLocationResponse = z.infer<typeof foundLocationResponseSchema>;

export interface Coordinates {
  lat: number;
  lng: number;
}

/** Kept for the whole visit: a person's location rarely changes while they browse. */
const SESSION_CACHE_SECONDS = 24 * 60 * 60;

export const locationApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUserLocation: build.query<Location | null, void>({
      query: () => 'v2/user/location',
      transformResponse: (response: LocationResponse) => response.result,
      keepUnusedDataFor: SESSION_CACHE_SECONDS,
    }),
    inferLocation: build.mutation<Location, Coordinates>({
      query: ({ lat, lng }) => ({ path: 'v2/user/location/infer', query: { lat, lon: lng } }),
      transformResponse: (response: FoundLocationResponse) => response.result,
    }),
    /** A ZIP code's location, which the server also remembers for the session. */
    searchLocation: build.mutation<Location, string>({
      query: (zipCode) => ({ path: 'v2/user/location/search', query: { zipCode } }),
      transformResponse: (response: FoundLocationResponse) => response.result,
    }),
  }),
});

export const { useGetUserLocationQuery, useInferLocationMutation, useSearchLocationMutation } =
  locationApi;
