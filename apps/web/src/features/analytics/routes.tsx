import type { RouteObject } from 'react-router';
import { FUNNEL_PAGE_PATH } from '@fillwell/domain';

/** The support staff's console: the funnel. */
export const ANALYTICS_ROUTES: RouteObject[] = [
  {
    lazy: () =>
      import('./components/support-layout').then((module) => ({
        Component: module.SupportLayout,
      })),
    children: [
      {
        path: FUNNEL_PAGE_PATH,
        lazy: () =>
          import('./pages/funnel-page').then((module) => ({ Component: module.FunnelPage })),
      },
    ],
  },
];
