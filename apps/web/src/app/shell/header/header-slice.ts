import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEVICE, type Device } from '@fillwell/domain';

export const HEADER_VIEWS = [
  'DEFAULT',
  'MEDICATION_SEARCH',
  'PHARMACY_SEARCH',
  'PROVIDER_SEARCH',
  'ALLERGY_SEARCH',
  'OTHER_MEDICATION_SEARCH',
  'MEDICAL_CONDITION_SEARCH',
  'TAKE_OVER',
  'PURCHASE',
] as const;
export type HeaderView = (typeof HEADER_VIEWS)[number];

export interface HeaderState {
  device: Device;
  view: HeaderView;
  title: string | null;
  previousView: HeaderView | null;
  previousTitle: string | null;
  currentPath: string | null;
  currentPathState: unknown;
  previousPath: string | null;
  previousPathState: unknown;
}

export function createInitialHeaderState(device: Device = DEVICE.mobile): HeaderState {
  return {
    device,
    view: 'DEFAULT',
    title: null,
    previousView: null,
    previousTitle: null,
    currentPath: null,
    currentPathState: null,
    previousPath: null,
    previousPathState: null,
  };
}

export const headerSlice = createSlice({
  name: 'header',
  initialState: createInitialHeaderState(),
  reducers: {
    deviceChanged(state, action: PayloadAction<Device>) {
      state.device = action.payload;
    },
    viewChanged(state, action: PayloadAction<{ view: HeaderView; title?: string | null }>) {
      state.previousView = state.view;
      state.previousTitle = state.title;
      state.view = action.payload.view;
      state.title = action.payload.title ?? null;
    },
    viewRestored(state) {
      state.view = state.previousView ?? 'DEFAULT';
      state.title = state.previousView ? state.previousTitle : null;
      state.previousView = null;
      state.previousTitle = null;
    },
    pathChanged(state, action: PayloadAction<{ path: string; state?: unknown }>) {
      // A server-rendered page arrives with its path set; taking it over changes nothing.
      const pathState = action.payload.state ?? null;
      if (action.payload.path === state.currentPath && pathState === state.currentPathState) return;
      state.previousPath = state.currentPath;
      state.previousPathState = state.currentPathState;
      state.currentPath = action.payload.path;
      state.currentPathState = pathState;
    },
  },
});

export const { deviceChanged, viewChanged, viewRestored, pathChanged } = headerSlice.actions;

const SEARCH_VIEWS: ReadonlySet<HeaderView> = new Set([
  'MEDICATION_SEARCH',
  'PHARMACY_SEARCH',
  'PROVIDER_SEARCH',
  'ALLERGY_SEARCH',
  'OTHER_MEDICATION_SEARCH',
  'MEDICAL_CONDITION_SEARCH',
]);

export function isSearchView(view: HeaderView): boolean {
  return SEARCH_VIEWS.has(view);
}

interface WithHeader {
  header: HeaderState;
}

export const selectHeader = (state: WithHeader): HeaderState => state.header;
export const selectDevice = (state: WithHeader): Device => state.header.device;
