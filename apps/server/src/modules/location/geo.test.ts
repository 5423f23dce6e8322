import { describe, expect, it } from 'vitest';
import {
  chordSquaredToMiles,
  getChordSquared,
  getDistanceMiles,
  milesToChordSquared,
  roundMiles,
  writeUnitVector,
} from './geo';

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

describe('squared chords', () => {
  it('turn into the same miles as getDistanceMiles and back', () => {
    const vectors = new Float64Array(6);
    writeUnitVector(ST_LOUIS, vectors, 0);
    writeUnitVector(CHICAGO, vectors, 3);
    const chordSquared = getChordSquared(vectors, 0, vectors, 3);
    expect(chordSquaredToMiles(chordSquared)).toBe(getDistanceMiles(ST_LOUIS, CHICAGO));
    expect(milesToChordSquared(chordSquaredToMiles(chordSquared))).toBeCloseTo(chordSquared, 12);
  });

  it('order points as their distances do', () => {
    const near = { lat: 38.7, lng: -90.2 };
    const vectors = new Float64Array(9);
    [ST_LOUIS, near, CHICAGO].forEach((point, index) => writeUnitVector(point, vectors, 3 * index));
    expect(getChordSquared(vectors, 0, vectors, 3)).toBeLessThan(
      getChordSquared(vectors, 0, vectors, 6),
    );
  });

  it('reach the diameter at half the globe and beyond', () => {
    expect(milesToChordSquared(99_999)).toBe(4);
    expect(chordSquaredToMiles(4)).toBeCloseTo(Math.PI * 3958.76, 0);
  });
});
