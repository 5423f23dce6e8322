import { useCallback, useState } from 'react';
import { useSelector } from 'react-redux';
import type { Location } from '@fillwell/contracts';
import { useGetUserLocationQuery, useInferLocationMutation } from './api';
import { getCurrentCoordinates } from './geolocation';
import { LOCATION_MESSAGES } from '@fillwell/contracts';
import { selectLocationState, type WithLocation } from './location-slice';

export interface UserLocation {
  location: Location | null;
  isLoading: boolean;
}

/** The visitor's known location: from this visit's state, else asked of the server once. */
export function useUserLocation(): UserLocation {
  const stored = useSelector((state: WithLocation) => selectLocationState(state));
  const query = useGetUserLocationQuery(undefined, { skip: stored.hasLoaded });
  return {
    location: stored.current ?? query.data ?? null,
    // Not yet asked counts as loading: a page rendered on the server (where it is never asked)
    // shows what the browser shows until the answer comes.
    isLoading: !stored.hasLoaded && (query.isUninitialized || query.isLoading),
  };
}

export interface LocateMe {
  /** Resolves to the inferred location, or null after a failure (the error says so). */
  locate: () => Promise<Location | null>;
  isLocating: boolean;
  error: string | null;
}

/** "Use my location": the device's coordinates, turned into a location by the server. */
export function useLocateMe(): LocateMe {
  const [inferLocation] = useInferLocationMutation();
  const [isLocating, setIsLocating] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const locate = useCallback(async () => {
    setIsLocating(true);
    setError(null);
    try {
      const coordinates = await getCurrentCoordinates();
      return await inferLocation(coordinates).unwrap();
    } catch (failure) {
      console.error(LOCATION_MESSAGES.inferFailed, failure);
      setError(LOCATION_MESSAGES.fetchFailed);
      return null;
    } finally {
      setIsLocating(false);
    }
  }, [inferLocation]);

  return { locate, isLocating, error };
}
