import { CHAIN_ADJUSTMENT_BASIS_POINTS, INDEPENDENT_ADJUSTMENT } from './price-rules';

/**
 * The discount-card adjustment of a pharmacy chain in basis points: from the fixed table for the
 * preferred chains, derived from a hash of the short name for everyone else, 0 without a chain.
 */
export function getChainAdjustmentBasisPoints(chainShortName: string | null | undefined): number {
  if (!chainShortName) return 0;
  const key = chainShortName.trim().toLowerCase();
  if (!key) return 0;
  const listed = CHAIN_ADJUSTMENT_BASIS_POINTS[key];
  if (listed !== undefined) return listed;
  const { minBasisPoints, maxBasisPoints, stepBasisPoints } = INDEPENDENT_ADJUSTMENT;
  const steps = (maxBasisPoints - minBasisPoints) / stepBasisPoints + 1;
  return minBasisPoints + (hashText(key) % steps) * stepBasisPoints;
}

/** 32-bit FNV-1a: stable across processes and releases, unlike any runtime hash. */
function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}
