export const PRICE_CATEGORIES = ['edlp', 'local', 'delivery', 'magic'] as const;
export type PriceCategory = (typeof PRICE_CATEGORIES)[number];

export const PRICE_CATEGORY_LABELS: Record<PriceCategory, string> = {
  edlp: 'Retail price',
  local: 'Smart Deal',
  delivery: 'Home delivery',
  magic: 'Discount card',
};

/** Pharmacy network ids per category; the magic network comes from the pricing tier. */
export const NETWORK_IDS = { edlp: 1, local: 2, delivery: 3, magic: 4 } as const;

/** A plan counts as the discount-card plan when its name is or contains "magic". */
export function isMagicPlanName(planName: string): boolean {
  return planName.toLowerCase().includes('magic');
}
