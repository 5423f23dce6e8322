import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

interface DrugRouteScreens {
  NotFound: ComponentType;
}

/**
 * The medication page: the catch-all /{slug} and /{slug}/{info*}. Specific routes rank above
 * it, so it only answers paths nothing else claims; a slug the catalogue lacks shows NotFound.
 */
export function createDrugRoutes({ NotFound }: DrugRouteScreens): RouteObject[] {
  return [
    {
      path: '/:slug/*',
      lazy: () =>
        import('./pages/drug-page').then(({ DrugPage, loadDrugPageFirstScreen }) => ({
          Component: function DrugRoute() {
            return <DrugPage NotFound={NotFound} />;
          },
          handle: { loadFirstScreen: loadDrugPageFirstScreen },
        })),
    },
  ];
}
