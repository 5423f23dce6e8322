export { ordersRoutes, type OrdersRoutesOptions } from './routes';
export { createCustomerOrders } from './customer-orders';
export {
  createStandingOrders,
  type StandingOrderItem,
  type StandingOrderOutcome,
  type StandingOrderRequest,
  type StandingOrders,
} from './standing-orders';
