import { PhoneNumberForm } from '@/features/profile';
import { StepHeader } from '../components/step-header';
import { useCheckoutAccount } from '../checkout-context';
import { useGoToNextStep } from '../use-checkout-navigation';

export function PhoneNumberStep() {
  const account = useCheckoutAccount();
  const goToNextStep = useGoToNextStep();
  return (
    <>
      <StepHeader title="Phone number and email">
        We&apos;ll text you when your order is ready.
      </StepHeader>
      <PhoneNumberForm profile={account} onContinue={() => void goToNextStep()} />
    </>
  );
}
