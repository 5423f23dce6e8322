import { AdditionalInfoForm } from '@/features/health-profile';
import { StepHeader } from '../components/step-header';
import { useGoToNextStep } from '../use-checkout-navigation';

export function AdditionalInfoStep() {
  const goToNextStep = useGoToNextStep();
  return (
    <>
      <StepHeader title="Additional information">
        Your pharmacist checks your medications against these answers.
      </StepHeader>
      <AdditionalInfoForm onContinue={() => void goToNextStep()} />
    </>
  );
}
