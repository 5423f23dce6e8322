import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import type { NimbusCartResponse } from '@fillwell/contracts';
import { SPECIALTY_STEPS } from '@fillwell/domain';
import { DeliveryAddressForm } from '@/features/addresses';
import { CardForm } from '@/features/payments/components';
import { Spinner } from '@/components/ui/spinner';
import { PageLoadFailure } from '@/lib/api';
import { useGetNimbusCartQuery } from '../api';
import { NimbusCartReview } from '../components/nimbus-cart-review';
import { SpecialtyFrame } from '../components/specialty-frame';
import { SpecialtySignupForm } from '../components/specialty-signup-form';
import { buildStepRedirect, canShowSpecialtyStep, withExitToken } from '../specialty-rules';
import { SPECIALTY_TEXT } from '../specialty-text';

/** The steps in the order the person meets them, for "Step n of m". */
const STEP_ORDER: readonly number[] = [
  SPECIALTY_STEPS.signUp,
  SPECIALTY_STEPS.address,
  SPECIALTY_STEPS.card,
  SPECIALTY_STEPS.review,
];

/** /specialty/1, /4, /6 and /7: signup, address, card and review of the specialty flow. */
export function SpecialtyStepPage() {
  const step = Number(useParams().step);
  const [params] = useSearchParams();
  const exitToken = params.get('exit_token');
  const cart = useGetNimbusCartQuery(undefined, { refetchOnMountOrArgChange: true });
  if (cart.error) return <PageLoadFailure error={cart.error} />;
  if (!cart.currentData) return <Spinner className="py-10" />;
  const { nextStep, isSignedIn } = cart.currentData;
  if (!canShowSpecialtyStep(step, nextStep, isSignedIn)) {
    return <Navigate to={buildStepRedirect(nextStep, exitToken)} replace />;
  }
  return (
    <StepContent
      step={step}
      cart={cart.currentData}
      exitToken={exitToken}
      readNextStep={async () => (await cart.refetch().unwrap()).nextStep}
    />
  );
}

interface StepContentProps {
  step: number;
  cart: NimbusCartResponse;
  exitToken: string | null;
  /** The next step once what this step saved is known to the server. */
  readNextStep: () => Promise<string>;
}

function StepContent({ step, cart, exitToken, readNextStep }: StepContentProps) {
  const navigate = useNavigate();
  const stepLabel = SPECIALTY_TEXT.stepLabel(STEP_ORDER.indexOf(step) + 1, STEP_ORDER.length);
  const goOn = async () => navigate(await readNextStep());

  switch (step) {
    case SPECIALTY_STEPS.signUp:
      return (
        <SpecialtyFrame title={SPECIALTY_TEXT.signUpTitle} stepLabel={stepLabel}>
          <SpecialtySignupForm
            exitToken={exitToken}
            returnPath={withExitToken('/specialty', exitToken)}
            // Signed in, this step may no longer show: the page itself moves on to the next.
            onSignedUp={() => void readNextStep()}
          />
        </SpecialtyFrame>
      );
    case SPECIALTY_STEPS.address:
      return (
        <SpecialtyFrame title={SPECIALTY_TEXT.addressTitle} stepLabel={stepLabel}>
          <DeliveryAddressForm
            heading="Shipping address"
            headingLevel={2}
            submitLabel={SPECIALTY_TEXT.continue}
            onContinue={() => void goOn()}
          />
        </SpecialtyFrame>
      );
    case SPECIALTY_STEPS.card:
      return (
        <SpecialtyFrame title={SPECIALTY_TEXT.cardTitle} stepLabel={stepLabel}>
          <CardForm submitLabel={SPECIALTY_TEXT.continue} onSaved={() => void goOn()} />
        </SpecialtyFrame>
      );
    default:
      return (
        <SpecialtyFrame title={SPECIALTY_TEXT.reviewTitle} stepLabel={stepLabel}>
          <NimbusCartReview cart={cart} onPurchased={(next) => void navigate(next)} />
        </SpecialtyFrame>
      );
  }
}
