import { BasicInfoForm } from '@/features/profile';
import { StepHeader } from '../components/step-header';
import { useCheckoutAccount } from '../checkout-context';
import { useGoToNextStep } from '../use-checkout-navigation';

export function BasicInfoStep() {
  const account = useCheckoutAccount();
  const goToNextStep = useGoToNextStep();
  return (
    <>
      <StepHeader title="Patient information">
        The pharmacy needs these details to fill your prescription.
      </StepHeader>
      <BasicInfoForm profile={account} isOnlyMissingAsked onContinue={() => void goToNextStep()} />
    </>
  );
}
