export { MedicationSearchForm, SEARCH_PLACEHOLDER } from './components/medication-search-form';
export { searchSlice, type SearchState } from './search-slice';
