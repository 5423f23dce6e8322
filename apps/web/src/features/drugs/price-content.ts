import { PRODUCT, type PriceCategory } from '@fillwell/domain';

/** One line under each category's label saying where that price applies. */
export const PRICE_CATEGORY_DESCRIPTIONS: Record<PriceCategory, string> = {
  edlp: 'Everyday price at retail pharmacies',
  local: 'Lower price at Smart Deal pharmacies near you',
  delivery: 'Mailed to your door with free shipping',
  magic: `With the free ${PRODUCT.name} discount card`,
};
