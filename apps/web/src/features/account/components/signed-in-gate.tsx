import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, useLocation } from 'react-router';
import type { Account } from '@fillwell/contracts';
import { Spinner } from '@/components/ui/spinner';
import { buildSignInPath } from '@/lib/api';
import { accountApi } from '../api';
import { selectSession } from '../session-slice';

/**
 * What only a signed-in person sees: `children` with their account. A visitor is sent to sign in
 * and brought back; the account summary stays subscribed, so a saved change shows everywhere.
 */
export function SignedInGate({ children }: { children: (account: Account) => ReactNode }) {
  accountApi.endpoints.getUser.useQuery();
  const { isFetching, account } = useSelector(selectSession);
  const { pathname, search } = useLocation();
  if (!account) {
    if (isFetching) {
      return (
        <div className="flex min-h-[50vh] items-center justify-center">
          <Spinner message="Loading your account…" />
        </div>
      );
    }
    return <Navigate to={buildSignInPath(pathname + search)} replace />;
  }
  return children(account);
}
