export { pharmacySlice, type PharmacyState } from './pharmacy-slice';
