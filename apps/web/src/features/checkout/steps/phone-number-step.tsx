import { chooseOrderUpdateChannel, describeOrderUpdatePromise } from '@fillwell/domain';
import { PhoneNumberForm } from '@/features/profile';
import { StepHeader } from '../components/step-header';
import { useCheckoutAccount } from '../checkout-context';
import { useGoToNextStep } from '../use-checkout-navigation';

/** Mobile number and email; says truthfully how the person will hear about the order. */
export function PhoneNumberStep() {
  const account = useCheckoutAccount();
  const goToNextStep = useGoToNextStep();
  return (
    <>
      <StepHeader title="Phone number and email">
        {describeOrderUpdatePromise(chooseOrderUpdateChannel(account)) ?? "We'll let you know"} when
        your order is ready.
      </StepHeader>
      <PhoneNumberForm profile={account} onContinue={() => void goToNextStep()} />
    </>
  );
}
