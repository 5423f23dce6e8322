import type { CategoryPrices, Price, PriceBreakdown } from '@fillwell/contracts';
import { formatMoney, PRICE_CATEGORIES, type PriceCategory } from '@fillwell/domain';
import { getChainAdjustmentBasisPoints } from './chain-adjustment';
import { encodePriceId } from './price-id';
import {
  BASIS_POINTS_PER_WHOLE,
  CATEGORY_RULES,
  MICRODOLLARS_PER_CENT,
  type CategoryRule,
} from './price-rules';

export interface PricedMedication {
  medId: number;
  unitCostMicrodollars: number;
  isBrand: boolean;
  pricingUnit: 'EA' | 'ML' | 'GM';
}

export interface PriceInput {
  medication: PricedMedication;
  quantity: number;
  category: PriceCategory;
  /** Only the magic (discount-card) category uses it. */
  chainShortName?: string | null;
}

/** One price with its breakdown; the breakdown's cent parts add up to amountCents exactly. */
export function computePrice(input: PriceInput): Price {
  const { medication, quantity, category } = input;
  assertPriceable(medication, quantity);
  const breakdown = computeBreakdown(input);
  const amountCents = sumBreakdown(breakdown);
  return {
    priceId: encodePriceId({ medId: medication.medId, quantity, category }),
    category,
    amountCents,
    displayValue: formatMoney(amountCents),
    breakdown,
  };
}

/** Just the amount computePrice would give: for comparing many prices, few of them shown. */
export function computeAmountCents(input: PriceInput): number {
  assertPriceable(input.medication, input.quantity);
  return sumBreakdown(computeBreakdown(input));
}

function sumBreakdown(breakdown: PriceBreakdown): number {
  return (
    breakdown.acquisitionCostCents +
    breakdown.markupCents +
    breakdown.dispensingFeeCents +
    breakdown.chainAdjustmentCents
  );
}

/** The four category prices a drug page shows (the discount card without a chain adjustment). */
export function computeCategoryPrices(
  medication: PricedMedication,
  quantity: number,
): CategoryPrices {
  const [edlp, local, delivery, magic] = PRICE_CATEGORIES.map((category) =>
    computePrice({ medication, quantity, category }),
  ) as [Price, Price, Price, Price];
  return { edlp, local, delivery, magic };
}

/** The smallest of the four category prices. */
export function getLowestPrice(prices: CategoryPrices): Price {
  return PRICE_CATEGORIES.map((category) => prices[category]).reduce((lowest, price) =>
    price.amountCents < lowest.amountCents ? price : lowest,
  );
}

function computeBreakdown(input: PriceInput): PriceBreakdown {
  const { medication, quantity, category } = input;
  const rule = CATEGORY_RULES[category];
  const markupBasisPoints = getMarkupBasisPoints(rule, medication.isBrand);
  const acquisitionCostCents = computeAcquisitionCents(medication.unitCostMicrodollars, quantity);
  const markupCents = Math.max(
    rule.minimumMarkupCents,
    applyBasisPoints(acquisitionCostCents, markupBasisPoints),
  );
  const subtotalCents = acquisitionCostCents + markupCents + rule.dispensingFeeCents;
  const chainAdjustmentCents =
    category === 'magic'
      ? computeChainAdjustment(subtotalCents, rule.dispensingFeeCents, input.chainShortName)
      : 0;
  return {
    acquisitionCostCents,
    markupCents,
    dispensingFeeCents: rule.dispensingFeeCents,
    chainAdjustmentCents,
    markupPercent: markupBasisPoints / 100,
    unitCostMicrodollars: medication.unitCostMicrodollars,
    quantity,
  };
}

function getMarkupBasisPoints(rule: CategoryRule, isBrand: boolean): number {
  return isBrand ? rule.brandMarkupBasisPoints : rule.genericMarkupBasisPoints;
}

/** A discount never takes the price below the dispensing fee. */
function computeChainAdjustment(
  subtotalCents: number,
  dispensingFeeCents: number,
  chainShortName: string | null | undefined,
): number {
  const adjustment = applyBasisPoints(subtotalCents, getChainAdjustmentBasisPoints(chainShortName));
  return Math.max(adjustment, dispensingFeeCents - subtotalCents);
}

/** Unit cost × quantity, from microdollars to cents, half up. */
function computeAcquisitionCents(unitCostMicrodollars: number, quantity: number): number {
  return multiplyDivideRounded(unitCostMicrodollars, quantity, MICRODOLLARS_PER_CENT);
}

/** cents × basisPoints / 10,000, rounded half away from zero. */
function applyBasisPoints(cents: number, basisPoints: number): number {
  return multiplyDivideRounded(cents, basisPoints, BASIS_POINTS_PER_WHOLE);
}

/**
 * a × b / divisor (an even integer), rounded half away from zero, exactly: in plain numbers
 * while every step is a safe integer (division of such is exact once floored), in BigInt
 * beyond. Numbers are several times faster, and a pharmacy search prices dozens of items.
 */
export function multiplyDivideRounded(a: number, b: number, divisor: number): number {
  const magnitude = Math.abs(a * b) + divisor / 2;
  const isNegative = a < 0 !== b < 0;
  if (Number.isSafeInteger(magnitude)) {
    const quotient = Math.floor(magnitude / divisor);
    return isNegative && quotient !== 0 ? -quotient : quotient;
  }
  const product = BigInt(a) * BigInt(b);
  const bigMagnitude = divideRoundingHalfUp(product < 0n ? -product : product, BigInt(divisor));
  return toSafeNumber(product < 0n ? -bigMagnitude : bigMagnitude);
}

function divideRoundingHalfUp(dividend: bigint, divisor: bigint): bigint {
  return (dividend + divisor / 2n) / divisor;
}

function toSafeNumber(value: bigint): number {
  const result = Number(value);
  if (!Number.isSafeInteger(result)) throw new RangeError('Price is out of range');
  return result;
}

function assertPriceable(medication: PricedMedication, quantity: number): void {
  if (!Number.isSafeInteger(medication.unitCostMicrodollars) || medication.unitCostMicrodollars < 0)
    throw new RangeError(`Invalid unit cost ${medication.unitCostMicrodollars}`);
  if (!Number.isInteger(quantity) || quantity < 1)
    throw new RangeError(`Invalid quantity ${quantity}`);
}
