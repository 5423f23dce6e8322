import type { RouteObject } from 'react-router';
import { SEARCH_RESULTS_PATH } from '@fillwell/domain';

/** /search?q=: every medication matching a submitted search. */
export const SEARCH_ROUTES: RouteObject[] = [
  {
    path: SEARCH_RESULTS_PATH,
    lazy: () =>
      import('./pages/search-results-page').then((module) => ({
        Component: module.SearchResultsPage,
      })),
  },
];
