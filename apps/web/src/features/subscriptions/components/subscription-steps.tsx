import { BasicInfoForm } from '@/features/profile';
import { PaymentInformation } from '@/features/payments/components';
import { StepHeader, useGoToNextStep } from '@/features/checkout/shared-steps';
import { useSubscriptionAccount } from '../subscription-checkout-context';

/** basic-info for a subscription: the profile form with the current state required. */
export function SubscriptionBasicInfoStep() {
  const account = useSubscriptionAccount();
  const goToNextStep = useGoToNextStep();
  return (
    <>
      <StepHeader title="Patient information">
        The doctor and the pharmacy need these details, and the state you are in now.
      </StepHeader>
      <BasicInfoForm profile={account} isSubscription onContinue={() => void goToNextStep()} />
    </>
  );
}

/** payment-info for a subscription: the card charged today and every month (no auto-refill). */
export function SubscriptionPaymentStep() {
  const goToNextStep = useGoToNextStep();
  return (
    <>
      <StepHeader title="Payment information">
        Your card is charged today and then every month until you cancel.
      </StepHeader>
      <PaymentInformation onContinue={() => void goToNextStep()} />
    </>
  );
}
