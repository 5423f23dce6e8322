export { cartRoutes } from './routes';
export type { CartRoutesOptions } from './routes';
export type { CustomerOrders } from './customer-orders';
export { createCartService, type CartService, type PurchaseCart } from './cart-service';
export type { Executor } from './cart-repository';
export { readActorCart, type CartActor } from './cart-owner';
export { describeFormulation, toMoney } from './cart-pricing';
export { PRESCRIPTION_SOURCE_MESSAGES } from './prescription-sources';
export { isQuantityAllowed } from './price-choice';
