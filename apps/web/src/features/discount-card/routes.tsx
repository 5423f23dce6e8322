import type { RouteObject } from 'react-router';
import { loadAccountLayout } from '@/features/profile';
import { CARD_PATHS } from './card-paths';

const loadQuicksavePage = () =>
  import('./pages/quicksave-page').then((module) => ({ Component: module.QuicksavePage }));

/**
 * The discount card: the quicksave signup screens (open to everyone), and the card view and its
 * pharmacy choice in the signed-in area. /qs/{code} and /quickstart redirect to /quicksave.
 */
export const DISCOUNT_CARD_ROUTES: RouteObject[] = [
  ...[CARD_PATHS.quicksave, ...CARD_PATHS.quicksaveOffers].map((path): RouteObject => ({
    path,
    lazy: loadQuicksavePage,
  })),
  {
    path: CARD_PATHS.register,
    lazy: () =>
      import('./pages/quicksave-register-page').then((module) => ({
        Component: module.QuicksaveRegisterPage,
      })),
  },
  {
    path: CARD_PATHS.verify,
    lazy: () =>
      import('./pages/quicksave-verify-page').then((module) => ({
        Component: module.QuicksaveVerifyPage,
      })),
  },
  {
    path: CARD_PATHS.prescriptions,
    lazy: () =>
      import('./pages/quicksave-prescriptions-page').then((module) => ({
        Component: module.QuicksavePrescriptionsPage,
      })),
  },
  {
    lazy: () => loadAccountLayout().then((module) => ({ Component: module.AccountLayout })),
    children: [
      {
        path: CARD_PATHS.cardView,
        lazy: () =>
          import('./pages/discount-card-page').then((module) => ({
            Component: module.DiscountCardPage,
          })),
      },
      {
        path: CARD_PATHS.editPharmacy,
        lazy: () =>
          import('./pages/edit-magic-pharmacy-page').then((module) => ({
            Component: module.EditMagicPharmacyPage,
          })),
      },
    ],
  },
];
