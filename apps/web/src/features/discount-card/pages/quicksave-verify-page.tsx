import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { CodeForm } from '../components/code-form';
import { MobileNumberForm, type SentCode } from '../components/mobile-number-form';
import { OtpErrorDialog } from '../components/otp-error-dialog';
import { QuicksaveFrame } from '../components/quicksave-frame';
import { toNextPath } from '../card-rules';

/** /quicksave/verify: a card holder proves it is them with a texted code, then goes on. */
export function QuicksaveVerifyPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [sent, setSent] = useState<SentCode | null>(null);
  const [isOtpErrorOpen, setIsOtpErrorOpen] = useState(false);
  const openOtpError = () => setIsOtpErrorOpen(true);

  return (
    <QuicksaveFrame
      title="Verify your phone"
      hasBackToAccount
      intro={<p>Enter the mobile number your discount card is on. We will text you a code.</p>}
    >
      {sent ? (
        <CodeForm
          type="login"
          sent={sent}
          submitLabel="Verify"
          onVerified={() => navigate(toNextPath(searchParams.get('next')), { replace: true })}
          onResent={setSent}
          onOtpErrorModal={openOtpError}
        />
      ) : (
        <MobileNumberForm
          type="login"
          formLabel="Verify your phone"
          submitLabel="Text me a code"
          onSent={setSent}
          onOtpErrorModal={openOtpError}
        />
      )}
      {sent ? (
        <button
          type="button"
          className="self-start font-semibold text-brand-800 underline"
          onClick={() => setSent(null)}
        >
          Use another number
        </button>
      ) : null}
      <OtpErrorDialog
        isOpen={isOtpErrorOpen}
        onClose={() => setIsOtpErrorOpen(false)}
        onRetry={() => setSent(null)}
      />
    </QuicksaveFrame>
  );
}
