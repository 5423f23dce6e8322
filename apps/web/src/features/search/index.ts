export { MedicationSearchForm, SEARCH_PLACEHOLDER } from './components/medication-search-form';
export { MedicationSearchBox } from './components/medication-search-box';
export { MedicationSearchView } from './components/medication-search-view';
export { searchApi, useSearchMedicationsQuery } from './api';
export {
  drugViewed,
  searchSlice,
  selectRecentlyViewed,
  type RecentlyViewedDrug,
  type SearchState,
} from './search-slice';
