import type { RouteObject } from 'react-router';

/** Telehealth subscriptions: /subs/cart, /checkout/subscriptions/... and its review-order. */
export const SUBSCRIPTION_ROUTES: RouteObject[] = [];
