import { createSlice } from '@reduxjs/toolkit';
import type { Account, Pharmacy, UserResponse } from '@fillwell/contracts';
import { accountApi } from './api';

type PricingTier = UserResponse['availablePricingTiers'][number];
type Experiment = UserResponse['experiments'][number];

export interface SessionState {
  isFetching: boolean;
  isAuthenticated: boolean;
  account: Account | null;
  pharmacy: Pharmacy | null;
  magicPharmacy: Pharmacy | null;
  availablePricingTiers: PricingTier[];
  experiments: Experiment[];
}

export const initialSessionState: SessionState = {
  isFetching: true,
  isAuthenticated: false,
  account: null,
  pharmacy: null,
  magicPharmacy: null,
  availablePricingTiers: [],
  experiments: [],
};

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addMatcher(accountApi.endpoints.getUser.matchPending, (state) => {
        state.isFetching = true;
      })
      .addMatcher(accountApi.endpoints.getUser.matchFulfilled, (state, { payload }) => {
        state.isFetching = false;
        state.isAuthenticated = payload.account !== null;
        state.account = payload.account;
        state.pharmacy = payload.pharmacy;
        state.magicPharmacy = payload.magicPharmacy;
        state.availablePricingTiers = payload.availablePricingTiers;
        state.experiments = payload.experiments;
      })
      .addMatcher(accountApi.endpoints.getUser.matchRejected, (state, { meta }) => {
        if (meta.condition) return;
        state.isFetching = false;
      });
  },
});

interface WithSession {
  session: SessionState;
}

export const selectSession = (state: WithSession): SessionState => state.session;
export const selectIsAuthenticated = (state: WithSession): boolean => state.session.isAuthenticated;
export const selectAccount = (state: WithSession): Account | null => state.session.account;
