import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { getErrorMessage } from '@/lib/api';
import { useSetPasswordMutation } from '../api';
import { AuthPageLayout } from '../components/auth-page-layout';
import { NewPasswordForm } from '../components/new-password-form';
import { buildAccountErrorPath, readLinkProblem } from '../link-errors';
import { useAppSessionSelector } from '../session-hooks';

/** /password-reset?token=…: choose a new password with the emailed link, then signed in. */
export function PasswordResetPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const [setPassword] = useSetPasswordMutation();
  if (!token) return <Navigate to={buildAccountErrorPath('invalid', 'reset')} replace />;

  const save = async (password: string) => {
    const result = await setPassword({ token, password });
    if (result.data) {
      void navigate('/account', { replace: true });
      return null;
    }
    const problem = readLinkProblem(result.error);
    if (problem) {
      void navigate(buildAccountErrorPath(problem, 'reset'), { replace: true });
      return null;
    }
    return getErrorMessage(result.error);
  };

  return (
    <AuthPageLayout title="Choose a new password">
      <NewPasswordForm submitLabel="Save password" onSave={save} />
    </AuthPageLayout>
  );
}

/** /create-password: a signed-in guest or phone-code user adds a password. */
export function CreatePasswordPage() {
  const session = useAppSessionSelector();
  const navigate = useNavigate();
  const [setPassword] = useSetPasswordMutation();
  if (!session.isFetching && !session.isAuthenticated) {
    return <Navigate to="/login?next=/create-password" replace />;
  }

  const save = async (password: string) => {
    const result = await setPassword({ password });
    if (result.data) {
      void navigate('/account', { replace: true });
      return null;
    }
    return getErrorMessage(result.error);
  };

  return (
    <AuthPageLayout title="Create a password">
      <p className="mb-4 text-muted">
        With a password you can sign in with {session.account?.email ?? 'your email'} from any
        device.
      </p>
      <NewPasswordForm submitLabel="Create password" onSave={save} />
    </AuthPageLayout>
  );
}
