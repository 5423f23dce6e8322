import { useState, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Button } from '@/components/ui/button';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api';
import { useGetCardsQuery } from '../api';
import { cardSelected, selectSavedCards, selectSelectedCardId } from '../payment-methods-slice';
import { CardForm } from './card-form';
import { SavedCardText } from './saved-card-text';

export interface PaymentInformationProps {
  /** Called with the chosen card. */
  onContinue: (cardId: string) => void;
  continueLabel?: string;
  /** Auto-refill toggles for the order's eligible items, when the checkout has any. */
  autoRefill?: ReactNode;
}

/**
 * The checkout's payment step: saved cards as radios (the default chosen), or a new card. With no
 * saved cards the new-card form shows at once.
 */
export function PaymentInformation({
  onContinue,
  continueLabel = 'Continue',
  autoRefill,
}: PaymentInformationProps) {
  const { isLoading, isError, error, refetch } = useGetCardsQuery();
  const cards = useSelector(selectSavedCards);
  const selectedId = useSelector(selectSelectedCardId);
  const dispatch = useDispatch();
  const [isAdding, setIsAdding] = useState(false);

  if (isLoading) return <Spinner className="py-8" message="Loading your cards…" />;
  if (isError && cards.length === 0) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p className="text-red-700">{getErrorMessage(error)}</p>
        <Button variant="secondary" onClick={() => void refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (isAdding || cards.length === 0) {
    return (
      <section aria-labelledby="new-payment-method" className="flex flex-col gap-4">
        <h2 id="new-payment-method" className="text-lg font-semibold text-ink">
          New Payment Method
        </h2>
        <CardForm
          isSetAsDefaultShown={cards.length > 0}
          onSaved={() => setIsAdding(false)}
          onCancel={cards.length > 0 ? () => setIsAdding(false) : undefined}
        />
      </section>
    );
  }
  return (
    <div className="flex flex-col gap-5">
      <ChoiceGroup
        legend="Saved cards"
        legendSize="lg"
        layout="column"
        name="payment-card"
        options={cards.map((card) => ({ value: card.id, label: <SavedCardText card={card} /> }))}
        value={selectedId}
        onChange={(cardId) => dispatch(cardSelected(cardId))}
      />
      <Button variant="quiet" className="self-start" onClick={() => setIsAdding(true)}>
        + New Payment Method
      </Button>
      {autoRefill}
      <Button
        disabled={!selectedId}
        onClick={() => selectedId && onContinue(selectedId)}
        className="self-stretch sm:self-start"
      >
        {continueLabel}
      </Button>
    </div>
  );
}
