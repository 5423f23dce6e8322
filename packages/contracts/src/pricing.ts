import { z } from 'zod';
import { PRICE_CATEGORIES } from '@fillwell/domain';

export const priceCategorySchema = z.enum(PRICE_CATEGORIES);

/** How a price is made; every amount in integer cents and the parts add up to the total. */
export const priceBreakdownSchema = z.object({
  acquisitionCostCents: z.number().int(),
  markupCents: z.number().int(),
  dispensingFeeCents: z.number().int(),
  /** Discount-card tier only: the chain's negotiated adjustment (negative is a discount). */
  chainAdjustmentCents: z.number().int(),
  markupPercent: z.number(),
  unitCostMicrodollars: z.number().int(),
  quantity: z.number().int(),
});
export type PriceBreakdown = z.infer<typeof priceBreakdownSchema>;

export const priceSchema = z.object({
  /** Identifies a (medId, quantity, category) price; what the cart adds. */
  priceId: z.string(),
  category: priceCategorySchema,
  amountCents: z.number().int(),
  /** `$` with two decimals; zero shows `Free`. */
  displayValue: z.string(),
  breakdown: priceBreakdownSchema,
});
export type Price = z.infer<typeof priceSchema>;

export const categoryPricesSchema = z.object({
  edlp: priceSchema,
  local: priceSchema,
  delivery: priceSchema,
  magic: priceSchema,
});
export type CategoryPrices = z.infer<typeof categoryPricesSchema>;
