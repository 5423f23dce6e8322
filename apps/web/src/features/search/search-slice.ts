import { createSlice } from '@reduxjs/toolkit';

export interface RecentlyViewedDrug {
  slug: string;
  name: string;
}

export interface SearchState {
  recentlyViewed: RecentlyViewedDrug[];
}

export const initialSearchState: SearchState = { recentlyViewed: [] };

export const searchSlice = createSlice({
  name: 'search',
  initialState: initialSearchState,
  reducers: {},
});
