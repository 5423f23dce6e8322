import { PaymentInformation } from '@/features/payments/components';
import { AutoRefillToggles } from '../components/auto-refill-toggle';
import { StepHeader } from '../components/step-header';
import { useCheckout } from '../checkout-context';
import { useGoToNextStep } from '../use-checkout-navigation';

export function PaymentInfoStep() {
  const { cart } = useCheckout();
  const goToNextStep = useGoToNextStep();
  return (
    <>
      <StepHeader title="Payment information">
        Your card is charged when you complete the purchase.
      </StepHeader>
      <PaymentInformation
        onContinue={() => void goToNextStep()}
        autoRefill={<AutoRefillToggles items={cart.items} />}
      />
    </>
  );
}
