import { useState } from 'react';
import { useSelector } from 'react-redux';
import { Link, useLocation, useNavigate } from 'react-router';
import { BUTTON_STYLES } from '@/components/ui/button-styles';
import { CheckIcon } from '@/components/ui/icons';
import { selectAccount } from '@/features/account';
import {
  CARD_FACTS,
  describeOffer,
  MATCH_CODE_NOTE,
  QUICKSAVE_INTRO,
  QUICKSAVE_TITLE,
  SIGNUP_STEPS,
} from '../card-copy';
import { CARD_PATHS } from '../card-paths';
import { findQuicksaveOffer, readMatchCode, type PendingCode } from '../card-rules';
import { MobileNumberForm } from '../components/mobile-number-form';
import { OtpErrorDialog } from '../components/otp-error-dialog';
import { QuicksaveFrame } from '../components/quicksave-frame';

/** /quicksave, /quicksave10, /quicksave20 (and /qs/{code} after its redirect): get the card. */
export function QuicksavePage() {
  const { pathname, search } = useLocation();
  const offer = findQuicksaveOffer(pathname);
  const matchCode = readMatchCode(search);
  const account = useSelector(selectAccount);
  const navigate = useNavigate();
  const [isOtpErrorOpen, setIsOtpErrorOpen] = useState(false);

  return (
    <QuicksaveFrame title={QUICKSAVE_TITLE} intro={<p>{QUICKSAVE_INTRO}</p>}>
      {offer ? (
        <p className="rounded-xl bg-amber-100 px-4 py-3 font-semibold text-ink">
          {describeOffer(offer)}
        </p>
      ) : null}
      <section aria-labelledby="card-facts" className="space-y-3">
        <h2 id="card-facts" className="text-xl font-bold text-ink">
          What the card is
        </h2>
        <ul className="space-y-3">
          {CARD_FACTS.map((fact) => (
            <li key={fact.title} className="flex gap-3">
              <CheckIcon className="mt-1 size-5 shrink-0 text-brand-700" />
              <span>
                <strong className="block text-ink">{fact.title}</strong>
                <span className="text-muted">{fact.text}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>
      {account?.isMagicVerified ? (
        <HeldCardNotice />
      ) : (
        <section
          aria-labelledby="card-signup"
          className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
        >
          <h2 id="card-signup" className="text-xl font-bold text-ink">
            Get your card in three steps
          </h2>
          <ol className="list-decimal space-y-1 pl-5 text-muted">
            {SIGNUP_STEPS.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          {matchCode ? <p className="text-sm text-muted">{MATCH_CODE_NOTE}</p> : null}
          <MobileNumberForm
            type="register"
            formLabel="Get your card"
            submitLabel="Text me a code"
            onOtpErrorModal={() => setIsOtpErrorOpen(true)}
            onSent={(sent) => {
              const pending: PendingCode = {
                ...sent,
                matchCode,
                couponName: offer?.couponName ?? null,
                landingPath: pathname + search,
              };
              void navigate(CARD_PATHS.register, { state: pending });
            }}
          />
        </section>
      )}
      <p className="text-sm text-muted">
        Already have a card?{' '}
        <Link to={CARD_PATHS.verify} className="font-semibold text-brand-800 underline">
          Verify your phone to see it
        </Link>
      </p>
      <OtpErrorDialog
        isOpen={isOtpErrorOpen}
        onClose={() => setIsOtpErrorOpen(false)}
        onRetry={() => undefined}
      />
    </QuicksaveFrame>
  );
}

function HeldCardNotice() {
  return (
    <section
      aria-labelledby="card-held"
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="card-held" className="text-xl font-bold text-ink">
        You already have a card
      </h2>
      <div className="flex flex-wrap gap-3">
        <Link to={CARD_PATHS.cardView} className={BUTTON_STYLES.primary}>
          View your card
        </Link>
        <Link to={CARD_PATHS.prescriptions} className={BUTTON_STYLES.secondary}>
          Your medications
        </Link>
      </div>
    </section>
  );
}
