import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BUTTON_STYLES } from '@/components/ui/button-styles';
import { AuthModals, type AuthModalName } from '../components/auth-modals';
import { AuthPageLayout } from '../components/auth-page-layout';
import { useAuthRedirect } from '../use-auth-redirect';

const EXPLANATIONS: Record<string, string> = {
  expired: 'This link has expired. Links in our emails work for a limited time, for your safety.',
  used: 'This link was already used. Each link in our emails works only once, for your safety.',
  invalid: 'This link is not valid. It may have been copied only in part.',
};

/** /account-error: why an emailed link did not work, and how to get a new one. */
export function AccountErrorPage() {
  const [params] = useSearchParams();
  const reason = params.get('reason') ?? 'invalid';
  const isResetLink = params.get('link') === 'reset';
  const [openModal, setOpenModal] = useState<AuthModalName | null>(null);
  const { goNext } = useAuthRedirect();
  return (
    <AuthPageLayout title="This link can't be used">
      <p className="text-muted">{EXPLANATIONS[reason] ?? EXPLANATIONS.invalid}</p>
      <div className="mt-6 flex flex-col gap-3">
        {isResetLink ? (
          <button
            type="button"
            className={BUTTON_STYLES.primary}
            onClick={() => setOpenModal('forgot-password-modal')}
          >
            Send a new reset link
          </button>
        ) : null}
        <Link to="/login" className={isResetLink ? BUTTON_STYLES.secondary : BUTTON_STYLES.primary}>
          Go to sign in
        </Link>
      </div>
      <AuthModals name={openModal} onChange={setOpenModal} onSignedIn={goNext} />
    </AuthPageLayout>
  );
}
