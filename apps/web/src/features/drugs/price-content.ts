import { PRODUCT, type PriceCategory } from '@fillwell/domain';

/** One line under each category's label saying where that price applies. */
export const PRICE_CATEGORY_DESCRIPTIONS: Record<PriceCategory, string> = {
  edlp: 'Everyday price at retail pharmacies',
  local: 'Lower price at Smart Deal pharmacies near you',
  delivery: 'Mailed to your door with free shipping',
  magic: `With the free ${PRODUCT.name} discount card`,
};

/** Where a person gets the discount card a discount-card price needs. */
export const DISCOUNT_CARD_PATH = '/quicksave';
export const GET_CARD_LABEL = `Get the free ${PRODUCT.name} discount card`;

/** The pharmacy list's heading for the price type chosen above it. */
export const PHARMACY_HEADINGS: Record<PriceCategory, string> = {
  edlp: 'Retail prices at pharmacies near you',
  local: 'Smart Deal prices at pharmacies near you',
  delivery: 'Home delivery from our mail-order pharmacy',
  magic: `${PRODUCT.name} discount card prices at pharmacies near you`,
};
