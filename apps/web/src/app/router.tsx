import { createBrowserRouter, type HydrationState, type RouteObject } from 'react-router';
import { CAMPAIGN_PATHS } from '@fillwell/domain';
import { AUTH_ROUTES } from '@/features/account';
import { CART_ROUTES } from '@/features/cart';
import { CHECKOUT_ROUTES } from '@/features/checkout';
import { CONTENT_ROUTES } from '@/features/content';
import { FEEDBACK_ROUTES } from '@/features/feedback';
import { LANDING_ROUTES } from '@/features/landing';
import { DISCOUNT_CARD_ROUTES } from '@/features/discount-card';
import { ORDER_ROUTES } from '@/features/orders';
import { PARTNER_CONSOLE_ROUTES } from '@/features/partner-console';
import { ANALYTICS_ROUTES } from '@/features/analytics';
import { PHARMACY_PLUS_ROUTES } from '@/features/pharmacy-plus';
import { DIRECTORY_ROUTES } from '@/features/directory';
import { LEGAL_ROUTES } from '@/features/legal';
import { SEARCH_ROUTES } from '@/features/search';
import { ACCOUNT_AREA_ROUTES } from '@/features/profile';
import { REFERRAL_ROUTES } from '@/features/referrals';
import { SPECIALTY_ROUTES } from '@/features/specialty';
import { PHARMACY_ROUTES } from '@/features/pharmacies';
import { createDrugRoutes } from '@/features/drugs';
import { MEDICATION_ROUTES } from '@/features/refills';
import { MOBILE_APP_ROUTES } from '@/features/mobile-app';
import { SUBSCRIPTION_ROUTES } from '@/features/subscriptions';
import { TELEMED_ROUTES } from '@/features/telemed';
import { TREATMENT_ROUTES } from '@/features/treatments';
import { createRedirectRoutes, createTransferRoutes } from './routes/redirects';
import { RootLayout } from './shell/root-layout';
import { ErrorScreen, RootErrorScreen } from './shell/screens/error-screen';
import { LoadingScreen } from './shell/screens/loading-screen';
import { NotFoundScreen } from './shell/screens/not-found-screen';

const loadCampaignGateway = () =>
  import('@/features/marketing/pages/campaign-gateway-page').then((module) => ({
    Component: module.CampaignGatewayPage,
  }));

/** Screens that exist; everything else falls to the not-found screen. */
export const PAGE_ROUTES: RouteObject[] = [
  {
    index: true,
    lazy: () =>
      import('@/features/marketing/pages/home-page').then((module) => ({
        Component: module.HomePage,
      })),
  },
  { path: '/not-found', Component: NotFoundScreen },
  {
    path: '/invite/:code',
    lazy: () =>
      import('@/features/marketing/pages/invite-page').then((module) => ({
        Component: module.InvitePage,
      })),
  },
  ...CAMPAIGN_PATHS.map((path): RouteObject => ({ path, lazy: loadCampaignGateway })),
  ...SEARCH_ROUTES,
  ...DIRECTORY_ROUTES,
  ...LEGAL_ROUTES,
  ...CONTENT_ROUTES,
  ...FEEDBACK_ROUTES,
  ...LANDING_ROUTES,
  ...AUTH_ROUTES,
  ...ACCOUNT_AREA_ROUTES,
  ...REFERRAL_ROUTES,
  ...SPECIALTY_ROUTES,
  ...PHARMACY_ROUTES,
  ...CART_ROUTES,
  ...CHECKOUT_ROUTES,
  ...ORDER_ROUTES,
  ...SUBSCRIPTION_ROUTES,
  ...TELEMED_ROUTES,
  ...TREATMENT_ROUTES,
  ...MEDICATION_ROUTES,
  ...MOBILE_APP_ROUTES,
  ...DISCOUNT_CARD_ROUTES,
  ...PHARMACY_PLUS_ROUTES,
  ...PARTNER_CONSOLE_ROUTES,
  ...ANALYTICS_ROUTES,
  ...createDrugRoutes({ NotFound: NotFoundScreen }),
];

/** The app's route table. */
export function createRoutes(pages: RouteObject[] = PAGE_ROUTES): RouteObject[] {
  return [
    {
      path: '/',
      Component: RootLayout,
      errorElement: <RootErrorScreen />,
      HydrateFallback: LoadingScreen,
      children: [
        {
          errorElement: <ErrorScreen />,
          children: [
            ...createRedirectRoutes(),
            ...createTransferRoutes(),
            ...pages,
            { path: '*', Component: NotFoundScreen },
          ],
        },
      ],
    },
  ];
}

/** The browser's router; a server-rendered page hands it the data its HTML was rendered with. */
export function createAppRouter(
  routes: RouteObject[] = createRoutes(),
  hydrationData?: HydrationState,
) {
  return createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
}
