export { MedicationSearchBox, SEARCH_PLACEHOLDER } from './components/medication-search-box';
export { MedicationSearchView } from './components/medication-search-view';
export { SEARCH_ROUTES } from './routes';
export { searchApi, useSearchMedicationsQuery } from './api';
export {
  drugViewed,
  searchSlice,
  selectRecentlyViewed,
  type RecentlyViewedDrug,
  type SearchState,
} from './search-slice';
