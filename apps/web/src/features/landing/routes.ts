import type { RouteObject } from 'react-router';
import { CITY_PAGE_SLUGS, LANDING_PAGE_SLUGS } from '@fillwell/domain';
import type { LandingRouteData } from './pages/landing-page';

/** Campaign landing pages (/men, /ed…) and city pages (/philly…). */
export const LANDING_ROUTES: RouteObject[] = [
  ...LANDING_PAGE_SLUGS.map((slug): RouteObject => ({
    path: `/${slug}`,
    loader: (): LandingRouteData => ({ slug }),
    lazy: () =>
      import('./pages/landing-page').then((module) => ({
        Component: module.LandingPage,
        handle: { loadFirstScreen: module.loadLandingFirstScreen },
      })),
  })),
  ...CITY_PAGE_SLUGS.map((slug): RouteObject => ({
    path: `/${slug}`,
    loader: (): LandingRouteData => ({ slug }),
    lazy: () =>
      import('./pages/city-page').then((module) => ({
        Component: module.CityPage,
        handle: { loadFirstScreen: module.loadCityFirstScreen },
      })),
  })),
];
