import { getProgressPercent, type CheckoutStep } from '@fillwell/domain';
import { StepProgressBar } from '@/components/ui/step-progress-bar';

interface CheckoutProgressBarProps {
  flow: readonly CheckoutStep[];
  step: CheckoutStep;
}

/** Step number divided by total steps, as a percentage. */
export function CheckoutProgressBar({ flow, step }: CheckoutProgressBarProps) {
  return (
    <StepProgressBar
      name="Checkout progress"
      stepNumber={flow.indexOf(step) + 1}
      stepCount={flow.length}
      percent={getProgressPercent(flow, step)}
      isPercentSpoken
    />
  );
}
