import type { RouteObject } from 'react-router';

/** Treatment pages: /treatments/{condition}, /treatments/{condition}/{med}/{step} and /conditions/seasonal-allergies. */
export const TREATMENT_ROUTES: RouteObject[] = [
  {
    path: '/treatments/:conditionName',
    lazy: () =>
      import('./pages/condition-page').then((module) => ({
        Component: module.ConditionPage,
        handle: { loadFirstScreen: module.loadConditionFirstScreen },
      })),
  },
  {
    path: '/treatments/:conditionSlug/:medSlug/:stepIndex',
    lazy: () =>
      import('./pages/treatment-step-page').then((module) => ({
        Component: module.TreatmentStepPage,
      })),
  },
  {
    path: '/conditions/seasonal-allergies',
    lazy: () =>
      import('./pages/seasonal-allergies-page').then((module) => ({
        Component: module.SeasonalAllergiesPage,
        handle: { loadFirstScreen: module.loadSeasonalAllergiesFirstScreen },
      })),
  },
];
