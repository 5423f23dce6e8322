import { TREATMENT_STEPS } from '@fillwell/domain';
import { StepProgressBar } from '@/components/ui/step-progress-bar';

interface StepProgressProps {
  index: number;
  percent: number;
}

/** "Step 2 of 4" with a bar at step number over total steps. */
export function StepProgress({ index, percent }: StepProgressProps) {
  return (
    <StepProgressBar
      name="Treatment steps"
      stepNumber={index + 1}
      stepCount={TREATMENT_STEPS.length}
      percent={percent}
      track="neutral"
    />
  );
}
