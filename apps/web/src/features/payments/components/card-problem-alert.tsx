import { Button } from '@/components/ui/button';
import { NextStepAlert } from '@/components/ui/next-step-alert';
import type { CardProblem } from '../card-form-rules';

interface CardProblemAlertProps {
  problem: CardProblem | null;
  /** Empties the card fields for another card. */
  onUseAnotherCard: () => void;
}

/** Why the card was not saved, with the next step when the reason is known. */
export function CardProblemAlert({ problem, onUseAnotherCard }: CardProblemAlertProps) {
  if (!problem) return null;
  return (
    <NextStepAlert message={problem.message} nextStep={problem.nextStep}>
      {problem.canUseAnotherCard ? (
        <Button variant="secondary" onClick={onUseAnotherCard}>
          Use another card
        </Button>
      ) : null}
    </NextStepAlert>
  );
}
