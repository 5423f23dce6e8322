import type { CategoryPrices, Price } from '@fillwell/contracts';
import { formatMoney, PRICE_CATEGORIES, type PriceCategory } from '@fillwell/domain';

const MICRODOLLARS_PER_DOLLAR = 1_000_000;

const unitCostFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 5,
});

/** The cheapest of the categories; on a tie, the first in the usual category order. */
export function findLowestCategory(
  prices: CategoryPrices,
  categories: readonly PriceCategory[] = PRICE_CATEGORIES,
): PriceCategory {
  return categories.reduce(
    (lowest, category) =>
      prices[category].amountCents < prices[lowest].amountCents ? category : lowest,
    categories[0] ?? 'edlp',
  );
}

/** The categories a person can buy at now: the discount card's only with a verified card. */
export function listBuyableCategories(isCardVerified: boolean): readonly PriceCategory[] {
  return isCardVerified
    ? PRICE_CATEGORIES
    : PRICE_CATEGORIES.filter((category) => category !== 'magic');
}

/** Breakdown amounts are parts, so zero reads "$0.00" here rather than "Free". */
export function formatPart(cents: number): string {
  if (cents === 0) return '$0.00';
  const formatted = formatMoney(Math.abs(cents));
  return cents < 0 ? `−${formatted}` : formatted;
}

export function formatUnitCost(microdollars: number): string {
  return unitCostFormat.format(microdollars / MICRODOLLARS_PER_DOLLAR);
}

export interface BreakdownLine {
  label: string;
  amountCents: number;
  explanation: string;
}

function describeMarkup(price: Price): string {
  const { acquisitionCostCents, markupCents, markupPercent } = price.breakdown;
  const percentCents = Math.round((acquisitionCostCents * markupPercent) / 100);
  if (markupCents === percentCents) {
    return `${markupPercent}% of the medication cost, which keeps the pharmacy in business.`;
  }
  return `The smallest markup this price type allows (${markupPercent}% of the medication cost would be ${formatPart(percentCents)}).`;
}

/** The parts of a price in plain words; their amounts add up to the price. */
export function describeBreakdown(price: Price, displayQuantity: string): BreakdownLine[] {
  const { breakdown } = price;
  const lines: BreakdownLine[] = [
    {
      label: 'Medication cost',
      amountCents: breakdown.acquisitionCostCents,
      explanation: `What the pharmacy pays for ${displayQuantity}: ${breakdown.quantity} × ${formatUnitCost(breakdown.unitCostMicrodollars)} a unit.`,
    },
    { label: 'Markup', amountCents: breakdown.markupCents, explanation: describeMarkup(price) },
    {
      label: 'Dispensing fee',
      amountCents: breakdown.dispensingFeeCents,
      explanation: 'A flat fee for the pharmacist filling and checking your prescription.',
    },
  ];
  if (breakdown.chainAdjustmentCents !== 0) {
    lines.push({
      label: 'Pharmacy chain adjustment',
      amountCents: breakdown.chainAdjustmentCents,
      explanation:
        breakdown.chainAdjustmentCents < 0
          ? 'A discount this pharmacy chain gives discount-card members.'
          : 'An amount this pharmacy chain adds for discount-card members.',
    });
  }
  return lines;
}
