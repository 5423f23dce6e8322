import { EARTH_RADIUS_MILES, type GeoPoint } from './geo';
/** Widens the box a little so rounding never drops a point on the circle. */
const MARGIN = 1 + 1e-9;

export interface BoundingBox {
  minLng: number;
  minLat: number;
  maxLng: number;
  maxLat: number;
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;

/**
 * The longitude/latitude box holding every point within `miles` of the center on a sphere, or
 * null when no single box does (the circle reaches a pole or crosses the antimeridian).
 */
export function getBoundingBox(center: GeoPoint, miles: number): BoundingBox | null {
  const angular = (miles * MARGIN) / EARTH_RADIUS_MILES;
  const latitude = toRadians(center.lat);
  const minLat = latitude - angular;
  const maxLat = latitude + angular;
  if (minLat <= -Math.PI / 2 || maxLat >= Math.PI / 2) return null;
  const lngDelta = toDegrees(Math.asin(Math.sin(angular) / Math.cos(latitude)));
  const minLng = center.lng - lngDelta;
  const maxLng = center.lng + lngDelta;
  if (minLng < -180 || maxLng > 180) return null;
  return { minLng, minLat: toDegrees(minLat), maxLng, maxLat: toDegrees(maxLat) };
}
