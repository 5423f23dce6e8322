import type { RouteObject } from 'react-router';

const page =
  <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  () =>
    load().then((module) => ({ Component: module[name] }));

const loadLogin = () => import('./pages/login-page');
const loadPasswords = () => import('./pages/password-pages');
const loadLinkLogin = () => import('./pages/link-login-page');

/** Sign-in, sign-up, phone-code, password-recovery and sign-out screens. */
export const AUTH_ROUTES: RouteObject[] = [
  { path: '/login', lazy: page(loadLogin, 'LoginPage') },
  { path: '/signup', lazy: page(loadLogin, 'SignupPage') },
  { path: '/login/otp', lazy: page(() => import('./pages/otp-login-page'), 'OtpLoginPage') },
  { path: '/logout', lazy: page(() => import('./pages/logout-page'), 'LogoutPage') },
  { path: '/password-reset', lazy: page(loadPasswords, 'PasswordResetPage') },
  { path: '/create-password', lazy: page(loadPasswords, 'CreatePasswordPage') },
  { path: '/magic-link', lazy: page(loadLinkLogin, 'LinkLoginPage') },
  { path: '/guest-login', lazy: page(loadLinkLogin, 'LinkLoginPage') },
  {
    path: '/account-error',
    lazy: page(() => import('./pages/account-error-page'), 'AccountErrorPage'),
  },
  { path: '/dev/outbox', lazy: page(() => import('./pages/dev-outbox-page'), 'DevOutboxPage') },
];
