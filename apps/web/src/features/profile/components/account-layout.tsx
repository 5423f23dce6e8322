import { useSelector } from 'react-redux';
import { Navigate, Outlet, useLocation, useOutletContext } from 'react-router';
import type { Account } from '@fillwell/contracts';
import { accountApi, selectSession } from '@/features/account';
import { Spinner } from '@/components/ui/spinner';
import { buildSignInPath } from '@/lib/api';

/**
 * The account area's frame: signed-in users only (others go to sign in and come back), with the
 * account summary kept subscribed so a saved change shows everywhere.
 */
export function AccountLayout() {
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
  return <Outlet context={account} />;
}

/** The signed-in account, inside the account area. */
export function useAccount(): Account {
  return useOutletContext<Account>();
}
