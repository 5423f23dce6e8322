import { useState } from 'react';
import { useSelector } from 'react-redux';
import type { SavedCard } from '@fillwell/contracts';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api';
import { useGetCardsQuery, useMakeCardDefaultMutation, useRemoveCardMutation } from '../api';
import { selectSavedCards } from '../payment-methods-slice';
import { CardForm } from './card-form';
import { describeCard, SavedCardText } from './saved-card-text';

/** The account's cards: the list with Make default and Remove, and a form to add one. */
export function CardsSection() {
  const { isLoading, isError, error } = useGetCardsQuery();
  const cards = useSelector(selectSavedCards);
  const [makeDefault] = useMakeCardDefaultMutation();
  const [removeCard, removal] = useRemoveCardMutation();
  const [isAdding, setIsAdding] = useState(false);
  const [cardToRemove, setCardToRemove] = useState<SavedCard | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  if (isLoading) return <Spinner className="py-8" message="Loading your cards…" />;
  if (isError && cards.length === 0) {
    return (
      <p role="alert" className="text-red-700">
        {getErrorMessage(error)}
      </p>
    );
  }

  async function handleMakeDefault(card: SavedCard) {
    setActionError(null);
    const result = await makeDefault(card.id);
    if (result.error) setActionError(getErrorMessage(result.error));
  }

  async function handleRemove(card: SavedCard) {
    setActionError(null);
    const result = await removeCard(card.id);
    setCardToRemove(null);
    if (result.error) setActionError(getErrorMessage(result.error));
  }

  return (
    <div className="flex flex-col gap-5">
      {cards.length === 0 ? (
        <p className="text-muted">You have no saved cards yet.</p>
      ) : (
        <ul aria-label="Saved cards" className="flex flex-col gap-3">
          {cards.map((card) => (
            <li
              key={card.id}
              className="flex flex-col gap-3 rounded-xl border border-slate-300 p-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <SavedCardText card={card} />
              <div className="flex gap-2">
                {card.default ? null : (
                  <Button
                    variant="quiet"
                    aria-label={`Make ${describeCard(card)} the default`}
                    onClick={() => void handleMakeDefault(card)}
                  >
                    Make default
                  </Button>
                )}
                <Button
                  variant="quiet"
                  aria-label={`Remove ${describeCard(card)}`}
                  onClick={() => setCardToRemove(card)}
                >
                  Remove
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {actionError ? (
        <p role="alert" className="text-red-700">
          {actionError}
        </p>
      ) : null}
      {isAdding ? (
        <section aria-labelledby="add-card-heading" className="flex flex-col gap-4">
          <h2 id="add-card-heading" className="text-lg font-semibold text-ink">
            Add a card
          </h2>
          <CardForm
            isSetAsDefaultShown={cards.length > 0}
            onSaved={() => setIsAdding(false)}
            onCancel={() => setIsAdding(false)}
          />
        </section>
      ) : (
        <Button variant="secondary" className="self-start" onClick={() => setIsAdding(true)}>
          Add a card
        </Button>
      )}
      <Modal
        title="Remove this card?"
        description={
          cardToRemove ? `${describeCard(cardToRemove)} will be removed from your account.` : ''
        }
        isOpen={cardToRemove !== null}
        onClose={() => setCardToRemove(null)}
      >
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button
            disabled={removal.isLoading}
            onClick={() => cardToRemove && void handleRemove(cardToRemove)}
          >
            {removal.isLoading ? 'Removing…' : 'Remove'}
          </Button>
          <Button variant="secondary" onClick={() => setCardToRemove(null)}>
            Cancel
          </Button>
        </div>
      </Modal>
    </div>
  );
}
