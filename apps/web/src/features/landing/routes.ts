import type { RouteObject } from 'react-router';
import { CITY_PAGES, LANDING_PAGES } from '@fillwell/domain';
import type { LandingRouteData } from './pages/landing-page';

/** Campaign landing pages (/men, /ed…) and city pages (/philly…). */
export const LANDING_ROUTES: RouteObject[] = [
  ...LANDING_PAGES.map(({ slug }): RouteObject => ({
    path: `/${slug}`,
    loader: (): LandingRouteData => ({ slug }),
    lazy: () =>
      import('./pages/landing-page').then((module) => ({
        Component: module.LandingPage,
        handle: { loadFirstScreen: module.loadLandingFirstScreen },
      })),
  })),
  ...CITY_PAGES.map(({ slug }): RouteObject => ({
    path: `/${slug}`,
    loader: (): LandingRouteData => ({ slug }),
    lazy: () =>
      import('./pages/city-page').then((module) => ({
        Component: module.CityPage,
        handle: { loadFirstScreen: module.loadCityFirstScreen },
      })),
  })),
];
