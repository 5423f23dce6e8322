import type { RouteObject } from 'react-router';

/** The account area: /account, its sections and /account/invite-friends. */
export const ACCOUNT_AREA_ROUTES: RouteObject[] = [];
