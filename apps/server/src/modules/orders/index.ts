export { ordersRoutes, type OrdersRoutesOptions } from './routes';
export { createCustomerOrders } from './customer-orders';
export {
  createStandingOrders,
  type StandingOrderItem,
  type StandingOrderOutcome,
  type StandingOrderRequest,
  type StandingOrders,
} from './standing-orders';
export { createFulfillmentService, type FulfillmentService } from './fulfillment-service';
export { computeRemainingCents } from './cancellation-plan';
export { toPharmacySnapshot } from './order-plan';
export {
  cancelOrderItems,
  deleteOrderPayment,
  findOrder,
  insertOrderEvents,
  insertOrderPayment,
  insertWalletEntry,
  listOrderItems,
  listOrderPayments,
  lockOrder,
  readOrderAccount,
  setPaymentReference,
  updateOrder,
  type NewOrderEvent,
} from './order-repository';
