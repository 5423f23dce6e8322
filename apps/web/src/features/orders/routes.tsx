import type { RouteObject } from 'react-router';
import { loadAccountLayout } from '@/features/profile';

/** /checkout/order-confirmation/{orderId} and /account/orders (in the signed-in account area). */
export const ORDER_ROUTES: RouteObject[] = [
  {
    path: '/checkout/order-confirmation/:orderId',
    lazy: () =>
      import('./pages/order-confirmation-page').then((module) => ({
        Component: module.OrderConfirmationPage,
      })),
  },
  {
    lazy: () => loadAccountLayout().then((module) => ({ Component: module.AccountLayout })),
    children: [
      {
        path: '/account/orders',
        lazy: () =>
          import('./pages/orders-page').then((module) => ({ Component: module.OrdersPage })),
      },
    ],
  },
];
