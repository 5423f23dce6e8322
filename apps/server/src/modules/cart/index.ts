export { cartRoutes } from './routes';
export type { CartRoutesOptions } from './routes';
export type { CustomerOrders } from './customer-orders';
export { createCartService, type CartService, type PurchaseCart } from './cart-service';
export type { Executor } from './cart-repository';
