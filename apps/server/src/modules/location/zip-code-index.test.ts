import { describe, expect, it } from 'vitest';
import { buildZipSnapshot, findNearestZip } from './zip-code-index';

const places = [
  { zipCode: '63103', city: 'Saint Louis', stateCode: 'MO', lat: 38.6315, lng: -90.2166 },
  { zipCode: '60601', city: 'Chicago', stateCode: 'IL', lat: 41.8858, lng: -87.6181 },
  { zipCode: '96813', city: 'Honolulu', stateCode: 'HI', lat: 21.3129, lng: -157.8527 },
];

describe('ZIP snapshot', () => {
  const snapshot = buildZipSnapshot(places);

  it('finds a ZIP code by its code', () => {
    expect(snapshot.byZipCode.get('60601')?.city).toBe('Chicago');
    expect(snapshot.byZipCode.get('00000')).toBeUndefined();
  });

  it('finds the nearest ZIP code to coordinates', () => {
    expect(findNearestZip(snapshot, { lat: 38.64, lng: -90.25 })?.zipCode).toBe('63103');
    expect(findNearestZip(snapshot, { lat: 21.3, lng: -157.8 })?.zipCode).toBe('96813');
  });

  it('finds none more than 100 miles from every ZIP code', () => {
    expect(findNearestZip(snapshot, { lat: 30, lng: -140 })).toBeUndefined();
    expect(findNearestZip(snapshot, { lat: 38.6, lng: -92.5 })).toBeUndefined();
  });
});
