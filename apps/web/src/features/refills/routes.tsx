import type { RouteObject } from 'react-router';
import { loadAccountLayout } from '@/features/profile';

/** Your Medications: /account/medications and /account/medications/{id} (in the account area). */
export const MEDICATION_ROUTES: RouteObject[] = [
  {
    lazy: () => loadAccountLayout().then((module) => ({ Component: module.AccountLayout })),
    children: [
      {
        path: '/account/medications',
        lazy: () =>
          import('./pages/medications-page').then((module) => ({
            Component: module.MedicationsPage,
          })),
      },
      {
        path: '/account/medications/:medId',
        lazy: () =>
          import('./pages/medication-detail-page').then((module) => ({
            Component: module.MedicationDetailPage,
          })),
      },
    ],
  },
];
