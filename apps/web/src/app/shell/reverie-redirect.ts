import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PHARMACY_PLUS_ACCOUNT_PATH, REVERIE_ONBOARDING_PATHS } from '@fillwell/domain';
import { selectAccount } from '@/features/account';
import { useAppSelector } from '../hooks';

const ONBOARDING_PATHS: ReadonlySet<string> = new Set(REVERIE_ONBOARDING_PATHS);

function trimTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * Whether a path sends a Pharmacy Plus patient to their own area: onboarding pages they have no
 * use for. A link with an exit token is kept, since it may verify another patient.
 */
export function isReverieRedirected(pathname: string, search: string): boolean {
  if (new URLSearchParams(search).has('exit_token')) return false;
  return ONBOARDING_PATHS.has(trimTrailingSlash(pathname));
}

/** Sends a signed-in Pharmacy Plus patient from onboarding pages to /order-service/account. */
export function useReverieRedirect(): void {
  const account = useAppSelector(selectAccount);
  const isReverieUser = account?.isReverieUser === true;
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (isReverieUser && isReverieRedirected(pathname, search)) {
      void navigate(PHARMACY_PLUS_ACCOUNT_PATH, { replace: true });
    }
  }, [isReverieUser, pathname, search, navigate]);
}
