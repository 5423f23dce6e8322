import type { RouteObject } from 'react-router';

/** The mobile-app pages: /app, and the mobile web's /mobile and /mobile/unavailable. */
export const MOBILE_APP_ROUTES: RouteObject[] = [
  {
    path: '/app',
    lazy: () => import('./pages/app-page').then((module) => ({ Component: module.AppPage })),
  },
  {
    path: '/mobile',
    lazy: () => import('./pages/mobile-page').then((module) => ({ Component: module.MobilePage })),
  },
  {
    path: '/mobile/unavailable',
    lazy: () =>
      import('./pages/mobile-unavailable-page').then((module) => ({
        Component: module.MobileUnavailablePage,
      })),
  },
];
