import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { roundMiles } from '../location/index';
import { writeJsonNumber } from './json-number';

/** The longest JSON number, e.g. -1.2345678901234567e-123, with room to spare. */
const MAX_LENGTH = 32;

function writeToText(value: number): string {
  const bytes = new Uint8Array(MAX_LENGTH + 4).fill(0x21);
  const end = writeJsonNumber(bytes, value, 2);
  expect(bytes[0]).toBe(0x21);
  expect(bytes[end]).toBe(0x21);
  return Buffer.from(bytes.subarray(2, end)).toString('latin1');
}

describe('writeJsonNumber', () => {
  it('writes every rounded distance up to 25,000 miles as JSON.stringify does', () => {
    for (let tenths = 0; tenths <= 250_000; tenths += 1) {
      const miles = roundMiles(tenths / 10);
      const written = writeToText(miles);
      if (written !== JSON.stringify(miles)) expect(written).toBe(JSON.stringify(miles));
    }
  });

  it('writes any number as JSON.stringify does', () => {
    fc.assert(
      fc.property(fc.double(), (value) => writeToText(value) === JSON.stringify(value)),
      { numRuns: 20_000 },
    );
    fc.assert(
      fc.property(fc.double({ min: 0, max: 2 ** 32 }), (value) => {
        const miles = roundMiles(value);
        return writeToText(miles) === JSON.stringify(miles);
      }),
      { numRuns: 20_000 },
    );
    fc.assert(
      fc.property(fc.integer({ min: -(2 ** 33), max: 2 ** 33 }), (value) => {
        return writeToText(value) === JSON.stringify(value);
      }),
    );
  });

  it('writes the edge cases as JSON.stringify does', () => {
    for (const value of [0, -0, 0.1, 0.05, 9.95, 1e21, 2 ** 31, 2 ** 31 - 0.1, -0.1, NaN, Infinity])
      expect(writeToText(value)).toBe(JSON.stringify(value));
  });
});
