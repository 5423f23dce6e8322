import type { RouteObject } from 'react-router';

/** /checkout, its steps and review-order. */
export const CHECKOUT_ROUTES: RouteObject[] = [
  {
    path: '/checkout',
    lazy: () =>
      import('./pages/checkout-layout').then((module) => ({ Component: module.CheckoutLayout })),
    children: [
      {
        index: true,
        lazy: () =>
          import('./pages/checkout-index-page').then((module) => ({
            Component: module.CheckoutIndexPage,
          })),
      },
      {
        path: 'review-order',
        lazy: () =>
          import('./pages/review-order-page').then((module) => ({
            Component: module.ReviewOrderPage,
          })),
      },
      {
        path: ':step',
        lazy: () =>
          import('./pages/checkout-step-page').then((module) => ({
            Component: module.CheckoutStepPage,
          })),
      },
    ],
  },
];
