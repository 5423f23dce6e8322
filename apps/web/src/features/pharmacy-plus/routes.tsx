import type { RouteObject } from 'react-router';
import {
  PHARMACY_PLUS_ACCOUNT_PATH,
  PHARMACY_PLUS_MEDS_PATH,
  PHARMACY_PLUS_PATHS,
} from '@fillwell/domain';

const loadPharmacyPlusPage = () =>
  import('./pages/pharmacy-plus-page').then((module) => ({
    Component: module.PharmacyPlusPage,
  }));

/**
 * Pharmacy Plus: the one page at /order-service, /fillwell-pharmacy-plus and /plus-meds (verify,
 * then sign up or in), and the patient's own area behind it.
 */
export const PHARMACY_PLUS_ROUTES: RouteObject[] = [
  ...PHARMACY_PLUS_PATHS.map((path): RouteObject => ({ path, lazy: loadPharmacyPlusPage })),
  {
    lazy: () =>
      import('./components/patient-area-layout').then((module) => ({
        Component: module.PatientAreaLayout,
      })),
    children: [
      {
        path: PHARMACY_PLUS_ACCOUNT_PATH,
        lazy: () =>
          import('./pages/patient-home-page').then((module) => ({
            Component: module.PatientHomePage,
          })),
      },
      {
        path: PHARMACY_PLUS_MEDS_PATH,
        lazy: () =>
          import('./pages/my-meds-page').then((module) => ({ Component: module.MyMedsPage })),
      },
    ],
  },
];
