import type { Coordinates } from './api';

/** High accuracy and no time-out: the person decides how long the browser may take. */
export const GEOLOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: Infinity,
  maximumAge: 0,
};

/** The device's coordinates, or a rejection when the browser cannot or may not tell. */
export function getCurrentCoordinates(
  geolocation: Geolocation | undefined = globalThis.navigator?.geolocation,
): Promise<Coordinates> {
  return new Promise((resolve, reject) => {
    if (!geolocation) {
      reject(new Error('Geolocation is not available'));
      return;
    }
    geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
      (error) => reject(new Error(error.message || 'Geolocation failed')),
      GEOLOCATION_OPTIONS,
    );
  });
}

/**
 * Whether the person already let this site read the device's position, so asking again shows no
 * prompt. False where the browser cannot tell.
 */
export async function isGeolocationGranted(
  permissions: Permissions | undefined = globalThis.navigator?.permissions,
): Promise<boolean> {
  try {
    return (await permissions?.query({ name: 'geolocation' }))?.state === 'granted';
  } catch {
    return false;
  }
}
