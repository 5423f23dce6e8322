export interface GeoPoint {
  lat: number;
  lng: number;
}

export const KM_PER_MILE = 1.609344;
/** The sphere distances are measured on: the Earth's mean radius. */
export const EARTH_RADIUS_MILES = 6371 / KM_PER_MILE;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Writes the point's position on the unit sphere (x, y, z) into `target` at `offset`. */
export function writeUnitVector(point: GeoPoint, target: Float64Array, offset: number): void {
  const lat = toRadians(point.lat);
  const lng = toRadians(point.lng);
  const cosLat = Math.cos(lat);
  target[offset] = cosLat * Math.cos(lng);
  target[offset + 1] = cosLat * Math.sin(lng);
  target[offset + 2] = Math.sin(lat);
}

/**
 * The squared straight-line distance between two unit vectors (see writeUnitVector): it grows
 * with the great-circle distance, so it orders points by distance for a few multiplications,
 * without the trigonometry of miles.
 */
export function getChordSquared(
  a: Float64Array,
  aOffset: number,
  b: Float64Array,
  bOffset: number,
): number {
  const dx = (a[aOffset] ?? 0) - (b[bOffset] ?? 0);
  const dy = (a[aOffset + 1] ?? 0) - (b[bOffset + 1] ?? 0);
  const dz = (a[aOffset + 2] ?? 0) - (b[bOffset + 2] ?? 0);
  return dx * dx + dy * dy + dz * dz;
}

/** The great-circle miles a squared chord spans. */
export function chordSquaredToMiles(chordSquared: number): number {
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(chordSquared) / 2));
}

/** The squared chord of a great-circle distance (half the globe and beyond: the diameter). */
export function milesToChordSquared(miles: number): number {
  const chord = 2 * Math.sin(Math.min(Math.PI / 2, miles / EARTH_RADIUS_MILES / 2));
  return chord * chord;
}

const pair = new Float64Array(6);

/** Great-circle distance in miles. */
export function getDistanceMiles(from: GeoPoint, to: GeoPoint): number {
  writeUnitVector(from, pair, 0);
  writeUnitVector(to, pair, 3);
  return chordSquaredToMiles(getChordSquared(pair, 0, pair, 3));
}

/** Miles as the product shows them: one decimal. */
export function roundMiles(miles: number): number {
  return Math.round(miles * 10) / 10;
}
