export { locationRoutes } from './routes';
export type { LocationRoutesOptions } from './routes';
export { createZipCodeIndex, NEAREST_ZIP_MAX_MILES } from './zip-code-index';
export type { ZipCodeIndex } from './zip-code-index';
export { getDistanceMiles, roundMiles } from './geo';
export type { GeoPoint } from './geo';
export { createPointIndex } from './nearest-points';
export type { NearbyItem, NearestQuery, PointIndex, WithinQuery } from './nearest-points';
export { createSmallestSelector, selectSmallest } from './select-smallest';
