import type { RouteObject } from 'react-router';

/** Telehealth subscriptions: /subs/cart, /checkout/subscriptions/... and its review-order. */
export const SUBSCRIPTION_ROUTES: RouteObject[] = [
  {
    path: '/subs/cart',
    lazy: () =>
      import('./pages/subscription-cart-page').then((module) => ({
        Component: module.SubscriptionCartPage,
      })),
  },
  {
    path: '/checkout/subscriptions',
    lazy: () =>
      import('./pages/subscription-checkout-layout').then((module) => ({
        Component: module.SubscriptionCheckoutLayout,
      })),
    children: [
      {
        index: true,
        lazy: () =>
          import('./pages/subscription-checkout-index-page').then((module) => ({
            Component: module.SubscriptionCheckoutIndexPage,
          })),
      },
      {
        path: 'review-order',
        lazy: () =>
          import('./pages/subscription-review-page').then((module) => ({
            Component: module.SubscriptionReviewPage,
          })),
      },
      {
        path: ':step',
        lazy: () =>
          import('./pages/subscription-step-page').then((module) => ({
            Component: module.SubscriptionStepPage,
          })),
      },
    ],
  },
];
