import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { CARD_PATHS } from '../card-paths';
import { readPendingCode, type NewCardState, type PendingCode } from '../card-rules';
import { CodeForm } from '../components/code-form';
import { OtpErrorDialog } from '../components/otp-error-dialog';
import { QuicksaveFrame } from '../components/quicksave-frame';
import { useIssueCard } from '../use-issue-card';

/** /quicksave/otp/register: the texted code, then the card is issued and shown. */
export function QuicksaveRegisterPage() {
  const location = useLocation();
  const initial = readPendingCode(location.state);
  if (!initial) return <Navigate to={CARD_PATHS.quicksave} replace />;
  return <RegisterCode initial={initial} />;
}

function RegisterCode({ initial }: { initial: PendingCode }) {
  const navigate = useNavigate();
  const issueCard = useIssueCard();
  const [pending, setPending] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [isOtpErrorOpen, setIsOtpErrorOpen] = useState(false);
  const [isVerified, setIsVerified] = useState(false);
  const [isRetrying, setIsRetrying] = useState(false);

  const finish = async () => {
    setIsVerified(true);
    setError(null);
    const outcome = await issueCard(pending);
    if (!outcome.isIssued) return setError(outcome.message);
    const state: NewCardState = { isNewCard: true, notices: outcome.notices };
    await navigate(CARD_PATHS.cardView, { replace: true, state });
  };

  return (
    <QuicksaveFrame title="Enter your code" hasBackToAccount>
      <CodeForm
        type="register"
        sent={pending}
        matchCode={pending.matchCode}
        submitLabel="Get my card"
        onVerified={finish}
        onResent={(sent) => setPending({ ...pending, ...sent })}
        onOtpErrorModal={() => setIsOtpErrorOpen(true)}
      />
      <FormAlert message={error} />
      {isVerified && error ? (
        <Button
          variant="secondary"
          disabled={isRetrying}
          onClick={() => {
            setIsRetrying(true);
            void finish().finally(() => setIsRetrying(false));
          }}
        >
          Try again
        </Button>
      ) : null}
      <Link to={pending.landingPath} className="self-start font-semibold text-brand-800 underline">
        Use another number
      </Link>
      <OtpErrorDialog
        isOpen={isOtpErrorOpen}
        onClose={() => setIsOtpErrorOpen(false)}
        onRetry={() => void navigate(pending.landingPath, { replace: true })}
      />
    </QuicksaveFrame>
  );
}
