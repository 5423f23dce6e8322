import type { RouteObject } from 'react-router';

/** /checkout, its steps and review-order. */
export const CHECKOUT_ROUTES: RouteObject[] = [];
