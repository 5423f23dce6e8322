import type { RouteObject } from 'react-router';

/** Sign-in, sign-up, phone-code, password-recovery and sign-out screens. */
export const AUTH_ROUTES: RouteObject[] = [];
