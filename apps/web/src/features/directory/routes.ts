import type { RouteObject } from 'react-router';
import { DIRECTORY_LETTERS } from './directory-letters';

const loadLetterPage = () =>
  import('./pages/medications-by-letter-page').then((module) => ({
    Component: module.MedicationsByLetterPage,
    handle: { loadFirstScreen: module.loadMedicationsByLetterFirstScreen },
  }));

/**
 * /medications/popular and one route per letter page, so any other letter segment falls to the
 * not-found screen. (The bare /medications redirects to /medications/popular.)
 */
export const DIRECTORY_ROUTES: RouteObject[] = [
  {
    path: '/medications/popular',
    lazy: () =>
      import('./pages/popular-medications-page').then((module) => ({
        Component: module.PopularMedicationsPage,
        handle: { loadFirstScreen: module.loadPopularMedicationsFirstScreen },
      })),
  },
  ...DIRECTORY_LETTERS.map((letter): RouteObject => ({
    path: `/medications/${letter}`,
    loader: () => ({ letter }),
    lazy: loadLetterPage,
  })),
];
