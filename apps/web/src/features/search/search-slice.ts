import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { LIMITS } from '@fillwell/domain';

/** A drug page the person opened, as the recently viewed list shows it. */
export interface RecentlyViewedDrug {
  slug: string;
  formattedName: string;
  formattedAlternateName: string | null;
}

export interface SearchState {
  recentlyViewed: RecentlyViewedDrug[];
}

export const initialSearchState: SearchState = { recentlyViewed: [] };

export const searchSlice = createSlice({
  name: 'search',
  initialState: initialSearchState,
  reducers: {
    /** Puts the drug first, once, and keeps the list to its cap. */
    drugViewed(state, action: PayloadAction<RecentlyViewedDrug>) {
      const { slug, formattedName, formattedAlternateName } = action.payload;
      const others = state.recentlyViewed.filter((drug) => drug.slug !== slug);
      state.recentlyViewed = [{ slug, formattedName, formattedAlternateName }, ...others].slice(
        0,
        LIMITS.recentDrugsCap,
      );
    },
  },
});

export const { drugViewed } = searchSlice.actions;

function isRecentlyViewedDrug(value: unknown): value is RecentlyViewedDrug {
  if (typeof value !== 'object' || value === null) return false;
  const drug = value as Partial<Record<keyof RecentlyViewedDrug, unknown>>;
  return (
    typeof drug.slug === 'string' &&
    typeof drug.formattedName === 'string' &&
    (typeof drug.formattedAlternateName === 'string' || drug.formattedAlternateName === null)
  );
}

export interface WithSearch {
  search: SearchState;
}

const EMPTY_LIST: RecentlyViewedDrug[] = [];

/** The stored list, without entries an older version of the app saved in another shape. */
export const selectRecentlyViewed = createSelector(
  [(state: WithSearch): unknown => state.search.recentlyViewed],
  (stored): RecentlyViewedDrug[] =>
    Array.isArray(stored) ? stored.filter(isRecentlyViewedDrug) : EMPTY_LIST,
);
