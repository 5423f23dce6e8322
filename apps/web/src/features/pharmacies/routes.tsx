import type { RouteObject } from 'react-router';
import { PHARMACY_EDIT_PATHS } from './pharmacy-edit-rules';

const loadEditPage = () => import('./pages/edit-pharmacy-page');

/** /edit-bsd-pharmacy, /mdv/edit-pharmacy and /pharmacy-confirmation. */
export const PHARMACY_ROUTES: RouteObject[] = [
  {
    path: PHARMACY_EDIT_PATHS.smartDeal,
    lazy: () =>
      loadEditPage().then((module) => ({
        Component: () => <module.EditPharmacyPage variant="smartDeal" />,
      })),
  },
  {
    path: PHARMACY_EDIT_PATHS.pickup,
    lazy: () =>
      loadEditPage().then((module) => ({
        Component: () => <module.EditPharmacyPage variant="pickup" />,
      })),
  },
  {
    path: PHARMACY_EDIT_PATHS.confirmation,
    lazy: () =>
      import('./pages/pharmacy-confirmation-page').then((module) => ({
        Component: module.PharmacyConfirmationPage,
      })),
  },
];
