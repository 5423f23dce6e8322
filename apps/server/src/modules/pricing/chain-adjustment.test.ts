import { describe, expect, it } from 'vitest';
import { INDEPENDENT_ADJUSTMENT } from './price-rules';
import { getChainAdjustmentBasisPoints } from './chain-adjustment';

describe('getChainAdjustmentBasisPoints', () => {
  it('gives a chain named like an Object property a number in the independent range', () => {
    for (const name of ['__proto__', 'constructor', 'toString', 'valueOf']) {
      const basisPoints = getChainAdjustmentBasisPoints(name);
      expect(Number.isInteger(basisPoints), name).toBe(true);
      expect(basisPoints).toBeGreaterThanOrEqual(INDEPENDENT_ADJUSTMENT.minBasisPoints);
      expect(basisPoints).toBeLessThanOrEqual(INDEPENDENT_ADJUSTMENT.maxBasisPoints);
    }
  });
});
