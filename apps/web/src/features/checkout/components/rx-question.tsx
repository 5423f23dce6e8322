import type { CartItem } from '@fillwell/contracts';
import { CONSULTATION_FEE_CENTS, formatMoney } from '@fillwell/domain';
import { ChoiceGroup } from '@/components/ui/choice-group';
import type { RxAnswer } from '../verify-rx-rules';

interface RxQuestionProps {
  item: CartItem;
  answer: RxAnswer | undefined;
  isDisabled: boolean;
  onAnswer: (answer: RxAnswer) => void;
}

const OPTIONS = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const;

/** One medication's yes or no: does the person have a prescription for it? */
export function RxQuestion({ item, answer, isDisabled, onAnswer }: RxQuestionProps) {
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-slate-200 p-4">
      <fieldset disabled={isDisabled}>
        <ChoiceGroup
          legend={
            <>
              {item.formattedName}{' '}
              <span className="font-normal text-muted">{item.formattedDescription}</span>
            </>
          }
          legendSize="md"
          name={`rx-${item.id}`}
          options={OPTIONS}
          value={answer ?? null}
          onChange={(value) => onAnswer(value === 'no' ? 'no' : 'yes')}
        />
      </fieldset>
      <AnswerNote item={item} answer={answer} />
    </div>
  );
}

function AnswerNote({ item, answer }: { item: CartItem; answer: RxAnswer | undefined }) {
  if (answer !== 'no') return null;
  if (!item.isTelemedEligible) {
    return (
      <p className="text-sm font-medium text-red-700">
        A prescription is required for {item.formattedName}. Ask your doctor for one, or remove it
        from your cart.
      </p>
    );
  }
  return (
    <p className="text-sm text-muted">
      No problem: an online doctor visit ({formatMoney(CONSULTATION_FEE_CENTS)}) can prescribe{' '}
      {item.formattedName} if it is right for you.
    </p>
  );
}
