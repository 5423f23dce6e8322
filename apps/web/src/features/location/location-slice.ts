import { createSlice, isAnyOf } from '@reduxjs/toolkit';
import type { Location } from '@fillwell/contracts';
import { locationApi } from './api';

/** The visitor's location for this visit only (never persisted). */
export interface LocationState {
  current: Location | null;
  hasLoaded: boolean;
}

export const initialLocationState: LocationState = { current: null, hasLoaded: false };

export const locationSlice = createSlice({
  name: 'location',
  initialState: initialLocationState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addMatcher(locationApi.endpoints.getUserLocation.matchFulfilled, (state, action) => {
        state.current = action.payload ?? state.current;
        state.hasLoaded = true;
      })
      .addMatcher(
        isAnyOf(
          locationApi.endpoints.inferLocation.matchFulfilled,
          locationApi.endpoints.searchLocation.matchFulfilled,
        ),
        (state, action) => {
          state.current = action.payload;
          state.hasLoaded = true;
        },
      );
  },
});

/** `location` is optional so the selectors also work in a store that has not mounted the slice. */
export interface WithLocation {
  location?: LocationState;
}

export function selectLocationState(state: WithLocation): LocationState {
  return state.location ?? initialLocationState;
}
