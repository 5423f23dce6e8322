import type { RouteObject } from 'react-router';
import { loadAccountLayout } from '@/features/profile';

/**
 * The online doctor visit: /consultation/{id}, the built-in visit (/visit/{id} and its
 * confirmation, report and chat), /account/consultations and the clinician view. All of them
 * are for signed-in people: the account layout sends others to sign in and back.
 */
export const TELEMED_ROUTES: RouteObject[] = [
  {
    lazy: () => loadAccountLayout().then((module) => ({ Component: module.AccountLayout })),
    children: [
      {
        path: '/consultation/:consultationId',
        lazy: () =>
          import('./pages/consultation-page').then((module) => ({
            Component: module.ConsultationPage,
          })),
      },
      {
        path: '/account/consultations',
        lazy: () =>
          import('./pages/consultations-page').then((module) => ({
            Component: module.ConsultationsPage,
          })),
      },
      {
        path: '/visit/:consultationId',
        lazy: () =>
          import('./pages/visit-page').then((module) => ({ Component: module.VisitPage })),
      },
      {
        path: '/visit/:consultationId/confirmation',
        lazy: () =>
          import('./pages/visit-confirmation-page').then((module) => ({
            Component: module.VisitConfirmationPage,
          })),
      },
      {
        path: '/visit/:consultationId/report',
        lazy: () =>
          import('./pages/visit-report-page').then((module) => ({
            Component: module.VisitReportPage,
          })),
      },
      {
        path: '/visit/:consultationId/chat',
        lazy: () =>
          import('./pages/visit-chat-page').then((module) => ({
            Component: module.VisitChatPage,
          })),
      },
      {
        path: '/clinician',
        lazy: () =>
          import('./pages/clinician-queue-page').then((module) => ({
            Component: module.ClinicianQueuePage,
          })),
      },
      {
        path: '/clinician/visits/:id',
        lazy: () =>
          import('./pages/clinician-visit-page').then((module) => ({
            Component: module.ClinicianVisitPage,
          })),
      },
    ],
  },
];
