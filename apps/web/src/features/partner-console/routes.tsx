import type { RouteObject } from 'react-router';
import { PARTNER_CONSOLE_PATH } from '@fillwell/domain';

/** The partner pharmacy's staff console: its patients, orders, chats and surveys. */
export const PARTNER_CONSOLE_ROUTES: RouteObject[] = [
  {
    lazy: () =>
      import('./components/partner-layout').then((module) => ({
        Component: module.PartnerLayout,
      })),
    children: [
      {
        path: PARTNER_CONSOLE_PATH,
        lazy: () =>
          import('./pages/partner-home-page').then((module) => ({
            Component: module.PartnerHomePage,
          })),
      },
      {
        path: `${PARTNER_CONSOLE_PATH}/patients/new`,
        lazy: () =>
          import('./pages/register-patient-page').then((module) => ({
            Component: module.RegisterPatientPage,
          })),
      },
      {
        path: `${PARTNER_CONSOLE_PATH}/orders/:orderId`,
        lazy: () =>
          import('./pages/partner-order-page').then((module) => ({
            Component: module.PartnerOrderPage,
          })),
      },
      {
        path: `${PARTNER_CONSOLE_PATH}/chats/:conversationId`,
        lazy: () =>
          import('./pages/partner-chat-page').then((module) => ({
            Component: module.PartnerChatPage,
          })),
      },
      {
        path: `${PARTNER_CONSOLE_PATH}/surveys`,
        lazy: () =>
          import('./pages/partner-surveys-page').then((module) => ({
            Component: module.PartnerSurveysPage,
          })),
      },
    ],
  },
];
