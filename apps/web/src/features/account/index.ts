export { accountApi } from './api';
export {
  sessionSlice,
  selectSession,
  selectIsAuthenticated,
  selectAccount,
  type SessionState,
} from './session-slice';
export { AUTH_ROUTES } from './routes';
export { LoginOrSignupForm } from './components/lazy-login-or-signup-form';
export { SignedInGate } from './components/signed-in-gate';
export { AgreementNotice } from './components/agreement-notice';
export type { LoginOrSignupFormProps } from './components/login-or-signup-form';
export type { AuthMode } from './auth-rules';
export { setLogoutTeardown } from './logout-teardown';
export { reportOtpFailure } from './otp-failure';
/** The sign-in modals, loaded only when one opens. */
export const loadAuthModals = () => import('./modals');
