export { pharmacyRoutes, PHARMACY_NOT_FOUND } from './routes';
export type { PharmacyRoutesOptions } from './routes';
export { createPharmacyIndex, createPharmacyIndexFrom } from './pharmacy-index';
export type { PharmacyIndex } from './pharmacy-index';
export type { PharmacyRecord } from './pharmacy-repository';
export { searchPharmacies } from './pharmacy-search';
export type { PharmacySearch } from './pharmacy-search';
export { toPharmacyAddress } from './pharmacy-view';
