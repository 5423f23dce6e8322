import { describe, expect, it } from 'vitest';
import { getDistanceMiles, roundMiles } from './geo';

const ST_LOUIS = { lat: 38.627, lng: -90.1994 };
const CHICAGO = { lat: 41.8781, lng: -87.6298 };

describe('getDistanceMiles', () => {
  it('measures the great-circle distance in miles', () => {
    // 262.3 miles by the haversine formula on a sphere of the Earth's mean radius.
    expect(getDistanceMiles(ST_LOUIS, CHICAGO)).toBeCloseTo(262.3, 1);
  });

  it('is zero at the same point and symmetric', () => {
    expect(getDistanceMiles(ST_LOUIS, ST_LOUIS)).toBe(0);
    expect(getDistanceMiles(CHICAGO, ST_LOUIS)).toBeCloseTo(getDistanceMiles(ST_LOUIS, CHICAGO), 9);
  });

  it('crosses the antimeridian the short way', () => {
    const west = { lat: 0, lng: 179.5 };
    const east = { lat: 0, lng: -179.5 };
    expect(getDistanceMiles(west, east)).toBeCloseTo(69.1, 0);
  });
});

describe('roundMiles', () => {
  it('rounds to one decimal', () => {
    expect(roundMiles(1.24)).toBe(1.2);
    expect(roundMiles(1.25)).toBe(1.3);
    expect(roundMiles(0.04)).toBe(0);
    expect(roundMiles(12.96)).toBe(13);
  });
});
