import { useSelector } from 'react-redux';
import { selectSession, type SessionState } from './session-slice';

/** The session as the account screens read it. */
export function useAppSessionSelector(): SessionState {
  return useSelector(selectSession);
}
