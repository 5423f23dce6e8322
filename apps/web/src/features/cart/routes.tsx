import type { RouteObject } from 'react-router';

/** /cart. */
export const CART_ROUTES: RouteObject[] = [
  {
    path: '/cart',
    lazy: () => import('./pages/cart-page').then((module) => ({ Component: module.CartPage })),
  },
];
