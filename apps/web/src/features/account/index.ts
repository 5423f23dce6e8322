export { accountApi } from './api';
export {
  sessionSlice,
  selectSession,
  selectIsAuthenticated,
  selectAccount,
  type SessionState,
} from './session-slice';
