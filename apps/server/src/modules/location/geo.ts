import { distance } from 'geokdbush';

export interface GeoPoint {
  lat: number;
  lng: number;
}

export const KM_PER_MILE = 1.609344;

/** Great-circle distance in miles. */
export function getDistanceMiles(from: GeoPoint, to: GeoPoint): number {
  return distance(from.lng, from.lat, to.lng, to.lat) / KM_PER_MILE;
}

/** Miles as the product shows them: one decimal. */
export function roundMiles(miles: number): number {
  return Math.round(miles * 10) / 10;
}
