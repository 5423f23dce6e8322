import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PHARMACY_PLUS_ACCOUNT_PATH, PRODUCT } from '@fillwell/domain';
import { PageFrame } from '@/components/ui/page-frame';
import { FormAlert } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { buildSignInPath, getErrorMessage } from '@/lib/api';
import { useGetExitTokenStatusQuery } from '../api';
import { PlusAccountStep } from '../components/plus-account-step';
import { PlusSection } from '../components/plus-section';
import { ReferralWelcome } from '../components/referral-welcome';
import { VerifyCodeForm } from '../components/verify-code-form';
import { VerifyDetailsForm } from '../components/verify-details-form';
import { rememberExitToken } from '../exit-token-memory';

type Step =
  | { kind: 'details' }
  | { kind: 'code'; exitToken: string; sentTo: string }
  | { kind: 'account'; exitToken: string; hasAccount: boolean };

const TITLE = `${PRODUCT.name} Pharmacy Plus`;

/**
 * /order-service, /fillwell-pharmacy-plus and /plus-meds: a partner pharmacy's patient verifies
 * (details or the link's token, then the texted code) and signs up or in.
 */
export function PharmacyPlusPage() {
  const [params] = useSearchParams();
  const linkToken = params.get('exit_token');
  const referralToken = params.get('referral_token');
  return (
    <PageFrame title={TITLE}>
      <p className="mt-3 text-lg text-ink">
        Order your prescriptions from your pharmacy online: choose your supply, pickup or delivery,
        and pay securely.
      </p>
      <div className="mt-6 flex flex-col gap-6">
        {referralToken ? <ReferralWelcome referralToken={referralToken} /> : null}
        {linkToken ? <LinkVerification exitToken={linkToken} /> : <Verification />}
        <p className="text-ink">
          Already have a Pharmacy Plus account?{' '}
          <Link
            to={buildSignInPath(PHARMACY_PLUS_ACCOUNT_PATH)}
            className="font-semibold text-brand-800 underline"
          >
            Sign in
          </Link>
        </p>
      </div>
    </PageFrame>
  );
}

/** Arrived by the pharmacy's link: the link says who; the texted code proves it. */
function LinkVerification({ exitToken }: { exitToken: string }) {
  const { data, error } = useGetExitTokenStatusQuery(exitToken);
  if (error) {
    return (
      <>
        <FormAlert message={getErrorMessage(error)} />
        <Verification />
      </>
    );
  }
  if (!data) return <Spinner className="py-8" message="Opening your pharmacy's link…" />;
  const isVerified = data.status === 'verified' && data.isVerifiedHere;
  const step: Step = isVerified
    ? { kind: 'account', exitToken, hasAccount: data.hasAccount }
    : { kind: 'code', exitToken, sentTo: data.sentTo };
  return (
    <>
      <p className="text-ink">
        Hi {data.firstName}, {data.pharmacyName} invited you to order your prescriptions online.
      </p>
      <Verification initialStep={step} />
    </>
  );
}

function Verification({ initialStep = { kind: 'details' } }: { initialStep?: Step }) {
  const [step, setStep] = useState<Step>(initialStep);
  if (step.kind === 'details') {
    return (
      <PlusSection title="Verify your details">
        <p className="mb-4 text-muted">
          Enter the details your pharmacy has on file. We will text you a code.
        </p>
        <VerifyDetailsForm
          onCodeSent={(answer) =>
            setStep({ kind: 'code', exitToken: answer.exitToken, sentTo: answer.sentTo })
          }
        />
      </PlusSection>
    );
  }
  if (step.kind === 'code') {
    return (
      <PlusSection title="Enter your code">
        <VerifyCodeForm
          exitToken={step.exitToken}
          sentTo={step.sentTo}
          onVerified={(answer) => {
            rememberExitToken(step.exitToken);
            setStep({ kind: 'account', exitToken: step.exitToken, hasAccount: answer.hasAccount });
          }}
        />
      </PlusSection>
    );
  }
  return (
    <PlusSection title="Your Pharmacy Plus account">
      <PlusAccountStep exitToken={step.exitToken} hasAccount={step.hasAccount} />
    </PlusSection>
  );
}
