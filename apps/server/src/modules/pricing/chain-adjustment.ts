import { CHAIN_ADJUSTMENT_BASIS_POINTS, INDEPENDENT_ADJUSTMENT } from './price-rules';

/** Adjustments by chain short name as given; the directory holds a few thousand chains. */
const adjustmentByName = new Map<string, number>();
const MAX_REMEMBERED_NAMES = 10_000;

/**
 * The discount-card adjustment of a pharmacy chain in basis points: from the fixed table for the
 * preferred chains, derived from a hash of the short name for everyone else, 0 without a chain.
 * Remembered per name: a pharmacy search prices the discount card at dozens of chains.
 */
export function getChainAdjustmentBasisPoints(chainShortName: string | null | undefined): number {
  if (!chainShortName) return 0;
  let basisPoints = adjustmentByName.get(chainShortName);
  if (basisPoints === undefined) {
    basisPoints = computeAdjustmentBasisPoints(chainShortName);
    if (adjustmentByName.size < MAX_REMEMBERED_NAMES)
      adjustmentByName.set(chainShortName, basisPoints);
  }
  return basisPoints;
}

function computeAdjustmentBasisPoints(chainShortName: string): number {
  const key = chainShortName.trim().toLowerCase();
  if (!key) return 0;
  // Own keys only: a chain named like an Object property ("__proto__", "constructor") is not listed.
  if (Object.hasOwn(CHAIN_ADJUSTMENT_BASIS_POINTS, key))
    return CHAIN_ADJUSTMENT_BASIS_POINTS[key] ?? 0;
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
