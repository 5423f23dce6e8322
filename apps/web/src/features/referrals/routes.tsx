import type { RouteObject } from 'react-router';
import { INVITE_FRIENDS_PATH } from '@fillwell/domain';
import { loadAccountLayout } from '@/features/profile';

/** /account/invite-friends, in the signed-in account area. */
export const REFERRAL_ROUTES: RouteObject[] = [
  {
    lazy: () => loadAccountLayout().then((module) => ({ Component: module.AccountLayout })),
    children: [
      {
        path: INVITE_FRIENDS_PATH,
        lazy: () =>
          import('./pages/invite-friends-page').then((module) => ({
            Component: module.InviteFriendsPage,
          })),
      },
    ],
  },
];
