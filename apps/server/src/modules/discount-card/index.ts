export { discountCardRoutes } from './routes';
export type { DiscountCardRoutesOptions } from './routes';
export { toMagicCoupon, toMagicPharmacy } from './card-view';
