// The state the store holds. The search UI has its own entry, './search', so that pages
// load it lazily instead of the app shell carrying it.
export {
  initialPharmacyState,
  pharmacySelected,
  pharmacySlice,
  type PharmacyState,
} from './pharmacy-slice';
export { PHARMACY_ROUTES } from './routes';
