import type { RouteObject } from 'react-router';

export const FEEDBACK_ROUTES: RouteObject[] = [
  {
    path: '/feedback/:surveyName',
    lazy: () =>
      import('./pages/feedback-page').then((module) => ({ Component: module.FeedbackPage })),
  },
];
