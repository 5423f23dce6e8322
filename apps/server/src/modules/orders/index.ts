export { ordersRoutes, type OrdersRoutesOptions } from './routes';
export { createCustomerOrders } from './customer-orders';
