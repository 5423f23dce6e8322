export {
  computeAmountCents,
  computeCategoryPrices,
  computePrice,
  getLowestPrice,
} from './price-engine';
export type { PriceInput, PricedMedication } from './price-engine';
export { decodePriceId, encodePriceId } from './price-id';
export type { PriceIdParts } from './price-id';
export { getChainAdjustmentBasisPoints } from './chain-adjustment';
export { CATEGORY_RULES, CHAIN_ADJUSTMENT_BASIS_POINTS } from './price-rules';
