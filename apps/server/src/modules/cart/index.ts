export { cartRoutes } from './routes';
export type { CartRoutesOptions } from './routes';
export type { CustomerOrders } from './customer-orders';
