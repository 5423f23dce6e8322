import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { getBoundingBox } from './bounding-box';
import { getDistanceMiles } from './geo';

describe('getBoundingBox', () => {
  it('spans about one degree of latitude per 69 miles', () => {
    const box = getBoundingBox({ lat: 38.63, lng: -90.2 }, 69.1);
    expect(box?.maxLat).toBeCloseTo(39.63, 1);
    expect(box?.minLat).toBeCloseTo(37.63, 1);
    // Meridians converge: a degree of longitude is shorter than one of latitude.
    expect((box?.maxLng ?? 0) - -90.2).toBeGreaterThan(1.2);
  });

  it('gives up when the circle reaches a pole or crosses the antimeridian', () => {
    expect(getBoundingBox({ lat: 38.63, lng: -90.2 }, 9999)).toBeNull();
    expect(getBoundingBox({ lat: 89.5, lng: 0 }, 50)).toBeNull();
    expect(getBoundingBox({ lat: 52, lng: 179.9 }, 50)).toBeNull();
  });

  it('holds every point within the radius', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -60, max: 70, noNaN: true }),
        fc.double({ min: -170, max: 170, noNaN: true }),
        fc.double({ min: 0.1, max: 500, noNaN: true }),
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (lat, lng, miles, bearing, fraction) => {
          const center = { lat, lng };
          const box = getBoundingBox(center, miles);
          fc.pre(box !== null);
          const point = {
            lat: lat + ((miles * fraction) / 69.1) * Math.cos(bearing),
            lng:
              lng +
              ((miles * fraction) / (69.1 * Math.cos((lat * Math.PI) / 180))) * Math.sin(bearing),
          };
          fc.pre(getDistanceMiles(center, point) <= miles);
          expect(point.lat).toBeGreaterThanOrEqual(box?.minLat ?? Infinity);
          expect(point.lat).toBeLessThanOrEqual(box?.maxLat ?? -Infinity);
          expect(point.lng).toBeGreaterThanOrEqual(box?.minLng ?? Infinity);
          expect(point.lng).toBeLessThanOrEqual(box?.maxLng ?? -Infinity);
        },
      ),
    );
  });
});
