import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { FormAlert } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api';
import { useLoginWithLinkMutation } from '../api';
import { AuthPageLayout } from '../components/auth-page-layout';
import { buildAccountErrorPath, readLinkProblem } from '../link-errors';
import { useAuthRedirect } from '../use-auth-redirect';

/** /magic-link?token=… and /guest-login?token=…: signs in with the emailed single-use link. */
export function LinkLoginPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const { goNext } = useAuthRedirect();
  const [loginWithLink] = useLoginWithLinkMutation();
  const [problemPath, setProblemPath] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const hasStarted = useRef(false);

  useEffect(() => {
    if (!token || hasStarted.current) return;
    hasStarted.current = true;
    void loginWithLink({ token }).then((result) => {
      if (result.data) return goNext(result.data);
      const problem = readLinkProblem(result.error);
      if (problem) return setProblemPath(buildAccountErrorPath(problem, 'sign-in'));
      setError(getErrorMessage(result.error));
    });
  }, [token, loginWithLink, goNext]);

  if (!token) return <Navigate to={buildAccountErrorPath('invalid', 'sign-in')} replace />;
  if (problemPath) return <Navigate to={problemPath} replace />;
  return (
    <AuthPageLayout title="Signing you in">
      {error ? (
        <div className="flex flex-col gap-4">
          <FormAlert message={error} />
          <Link to="/login" className="font-semibold text-brand-800 underline">
            Go to sign in
          </Link>
        </div>
      ) : (
        <Spinner />
      )}
    </AuthPageLayout>
  );
}
