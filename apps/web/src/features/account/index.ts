export { accountApi } from './api';
export {
  sessionSlice,
  selectSession,
  selectIsAuthenticated,
  selectAccount,
  type SessionState,
} from './session-slice';
export { AUTH_ROUTES } from './routes';
