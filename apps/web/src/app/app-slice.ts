import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type AppStatus = 'ready' | 'update-available' | 'update-required';

export interface AppState {
  status: AppStatus;
  isWelcomeBannerDismissed: boolean;
}

export const initialAppState: AppState = { status: 'ready', isWelcomeBannerDismissed: false };

export const appSlice = createSlice({
  name: 'app',
  initialState: initialAppState,
  reducers: {
    statusChanged(state, action: PayloadAction<AppStatus>) {
      state.status = action.payload;
    },
    welcomeBannerDismissed(state) {
      state.isWelcomeBannerDismissed = true;
    },
  },
});

export const { statusChanged, welcomeBannerDismissed } = appSlice.actions;

export const selectAppStatus = (state: { app: AppState }): AppStatus => state.app.status;
