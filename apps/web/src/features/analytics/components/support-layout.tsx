import { useSelector } from 'react-redux';
import { Navigate, Outlet, useLocation } from 'react-router';
import { accountApi, selectSession } from '@/features/account';
import { Spinner } from '@/components/ui/spinner';
import { buildSignInPath } from '@/lib/api';

/**
 * The support console's frame: a visitor signs in first; who may see each page is the server's
 * answer (support staff only), shown by the page.
 */
export function SupportLayout() {
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
  return <Outlet />;
}
