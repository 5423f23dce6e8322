import type { RouteObject } from 'react-router';
import { SPECIALTY_ENTRY_PATHS } from '@fillwell/domain';

/** The specialty flow's entry pages and its steps (/specialty/{n}, /specialty/8/{orderId}). */
export const SPECIALTY_ROUTES: RouteObject[] = [
  ...SPECIALTY_ENTRY_PATHS.map((path): RouteObject => ({
    path,
    lazy: () =>
      import('./pages/specialty-entry-page').then((module) => ({
        Component: module.SpecialtyEntryPage,
      })),
  })),
  {
    path: '/specialty/8/:orderId',
    lazy: () =>
      import('./pages/specialty-confirmation-page').then((module) => ({
        Component: module.SpecialtyConfirmationPage,
      })),
  },
  {
    path: '/specialty/:step',
    lazy: () =>
      import('./pages/specialty-step-page').then((module) => ({
        Component: module.SpecialtyStepPage,
      })),
  },
];
