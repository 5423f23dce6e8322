import { Button } from '@/components/ui/button';
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
    <div
      role="alert"
      className="flex flex-col items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2"
    >
      <p className="font-semibold text-red-800">{problem.message}</p>
      {problem.nextStep ? <p className="text-ink">{problem.nextStep}</p> : null}
      {problem.canUseAnotherCard ? (
        <Button variant="secondary" onClick={onUseAnotherCard}>
          Use another card
        </Button>
      ) : null}
    </div>
  );
}
