import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type AppStatus = 'ready' | 'update-available' | 'update-required';

export interface AppState {
  status: AppStatus;
  isWelcomeBannerDismissed: boolean;
}

export const initialAppState: AppState = { status: 'ready', isWelcomeBannerDismissed: false };

/** How pressing an update is: a required update outranks an available one. */
const STATUS_RANK: Readonly<Record<AppStatus, number>> = {
  ready: 0,
  'update-available': 1,
  'update-required': 2,
};

/** Whether `next` asks more of the visitor than `current` (a tab never goes back to ready). */
export function isStatusRaise(current: AppStatus, next: AppStatus): boolean {
  return STATUS_RANK[next] > STATUS_RANK[current];
}

export const appSlice = createSlice({
  name: 'app',
  initialState: initialAppState,
  reducers: {
    statusChanged(state, action: PayloadAction<AppStatus>) {
      state.status = action.payload;
    },
    /** An update was found (service worker or server build): only ever raises the status. */
    updateFound(state, action: PayloadAction<AppStatus>) {
      if (isStatusRaise(state.status, action.payload)) state.status = action.payload;
    },
    welcomeBannerDismissed(state) {
      state.isWelcomeBannerDismissed = true;
    },
  },
});

export const { statusChanged, updateFound, welcomeBannerDismissed } = appSlice.actions;

export const selectAppStatus = (state: { app: AppState }): AppStatus => state.app.status;
