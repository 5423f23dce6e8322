export { ordersRoutes, purchaseHeadersSchema, type OrdersRoutesOptions } from './routes';
export { createCustomerOrders } from './customer-orders';
export {
  createStandingOrders,
  type StandingOrderItem,
  type StandingOrderOutcome,
  type StandingOrderRequest,
  type StandingOrders,
} from './standing-orders';
export { createFulfillmentService, type FulfillmentService } from './fulfillment-service';
export { createFulfillmentSimulator } from './fulfillment-simulator';
export { assertCardUsable, PURCHASE_ERRORS } from './purchase-rules';
export {
  createOrderCancellations,
  type CancellationRequest,
  type OrderCancellations,
  type PendingRefund,
} from './cancellation-service';
export { toPharmacySnapshot } from './order-plan';
export { createOrderNumber } from './order-number';
export { sendOrderNews } from './order-notifications';
export {
  findOrder,
  listOrderItems,
  listOrderPayments,
  lockOrder,
  readOrderAccount,
} from './order-repository';
