import type { RouteObject } from 'react-router';

/** /checkout/order-confirmation/{orderId} and /account/orders. */
export const ORDER_ROUTES: RouteObject[] = [];
