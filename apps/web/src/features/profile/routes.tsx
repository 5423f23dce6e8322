import type { RouteObject } from 'react-router';

const loadLayout = () =>
  import('./components/account-layout').then((module) => ({ Component: module.AccountLayout }));

/** The account area: /account and its sections (signed-in only). */
export const ACCOUNT_AREA_ROUTES: RouteObject[] = [
  {
    lazy: loadLayout,
    children: [
      {
        path: '/account',
        lazy: () =>
          import('./pages/account-home-page').then((module) => ({
            Component: module.AccountHomePage,
          })),
      },
      {
        path: '/account/profile',
        lazy: () =>
          import('./pages/profile-page').then((module) => ({ Component: module.ProfilePage })),
      },
      {
        path: '/account/cards',
        lazy: () =>
          import('./pages/cards-page').then((module) => ({ Component: module.CardsPage })),
      },
      {
        path: '/account/health-profile',
        lazy: () =>
          import('./pages/health-profile-page').then((module) => ({
            Component: module.HealthProfilePage,
          })),
      },
      {
        path: '/account/addresses',
        lazy: () =>
          import('./pages/addresses-page').then((module) => ({ Component: module.AddressesPage })),
      },
    ],
  },
];
