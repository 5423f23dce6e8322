// The pharmacy search UI and its calls; import from pages that are loaded lazily.
export { pharmaciesApi, useSearchPharmaciesQuery, type PharmacySearchArgs } from './api';
export {
  PharmacySearch,
  type PharmacySearchItem,
  type PharmacySearchProps,
} from './components/pharmacy-search';
export { getZipCodeError, isZipCode } from './zip-code';
export { ParticipatingPharmacySearch } from './components/participating-pharmacy-search';
export { PharmacyAddressList } from './components/pharmacy-address-list';
