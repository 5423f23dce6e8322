import type { PriceCategory } from '@fillwell/domain';

/** How one category turns an acquisition cost into a price. Amounts in cents, rates in basis points. */
export interface CategoryRule {
  genericMarkupBasisPoints: number;
  brandMarkupBasisPoints: number;
  /** Floor under the markup, so a cheap generic still pays for the counter's work. */
  minimumMarkupCents: number;
  dispensingFeeCents: number;
}

/**
 * Retail (edlp) carries the most, Smart Deal pharmacies less, mail order the least (no counter);
 * the discount card sits between Smart Deal and delivery before its per-chain adjustment.
 * Brands take a lower percentage because their acquisition cost is already high.
 */
export const CATEGORY_RULES: Readonly<Record<PriceCategory, CategoryRule>> = {
  edlp: {
    genericMarkupBasisPoints: 3000,
    brandMarkupBasisPoints: 1200,
    minimumMarkupCents: 700,
    dispensingFeeCents: 525,
  },
  local: {
    genericMarkupBasisPoints: 2000,
    brandMarkupBasisPoints: 800,
    minimumMarkupCents: 400,
    dispensingFeeCents: 400,
  },
  delivery: {
    genericMarkupBasisPoints: 1000,
    brandMarkupBasisPoints: 500,
    minimumMarkupCents: 200,
    dispensingFeeCents: 250,
  },
  magic: {
    genericMarkupBasisPoints: 1500,
    brandMarkupBasisPoints: 600,
    minimumMarkupCents: 300,
    dispensingFeeCents: 350,
  },
};

/**
 * Discount-card adjustments per preferred chain, in basis points of the price before adjustment
 * (negative is a discount). Keys are the short names in PREFERRED_CHAINS.
 */
export const CHAIN_ADJUSTMENT_BASIS_POINTS: Readonly<Record<string, number>> = {
  costco: -1000,
  walmart: -800,
  heb: -500,
  kroger: -400,
  meijer: -300,
  publix: -200,
  harristeeter: 100,
  albertsons: 200,
  safeway: 200,
  riteaid: 500,
  walgreens: 600,
  cvs: 700,
};

/** Independents get a stable adjustment from their short name, in this range and step. */
export const INDEPENDENT_ADJUSTMENT = {
  minBasisPoints: -300,
  maxBasisPoints: 600,
  stepBasisPoints: 50,
} as const;

export const BASIS_POINTS_PER_WHOLE = 10_000;
export const MICRODOLLARS_PER_CENT = 10_000;
