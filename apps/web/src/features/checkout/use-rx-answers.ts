import { useState } from 'react';
import type { Cart, CartItem } from '@fillwell/contracts';
import { getErrorMessage } from '@/lib/api';
import { useSetCheckoutAnswersMutation, useUpdatePrescriptionSourcesMutation } from './api';
import {
  getInitialAnswers,
  hasTooManyWithoutPrescription,
  isSameKeptAnswers,
  listSourceChanges,
  toKeptAnswers,
  type RxAnswer,
  type RxAnswers,
} from './verify-rx-rules';

/**
 * verify-rx's answers, kept with the cart as they are given (a no on a telemed-eligible item is a
 * doctor visit), so that a reload or another tab finds them. A second medication without a
 * prescription is not saved: the 'Remove a doctor's visit' modal opens instead.
 */
export function useRxAnswers(cart: Cart) {
  const [answers, setAnswers] = useState(() =>
    getInitialAnswers(cart.items, cart.confirmedPrescriptions),
  );
  const [isRemoveVisitOpen, setIsRemoveVisitOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [updateSources] = useUpdatePrescriptionSourcesMutation();
  const [keepAnswers] = useSetCheckoutAnswersMutation();

  /** Saves what the cart does not have yet; answers the cart as it now is. */
  async function saveAnswers(current: Cart, next: RxAnswers = answers): Promise<Cart> {
    const changes = listSourceChanges(current.items, next);
    const sourced = changes.length ? await updateSources({ items: changes }).unwrap() : current;
    const kept = toKeptAnswers(sourced.items, next, sourced);
    return isSameKeptAnswers(kept, sourced) ? sourced : keepAnswers(kept).unwrap();
  }

  async function saveShowingErrors(current: Cart, next: RxAnswers) {
    setError(null);
    await saveAnswers(current, next).catch((failure: unknown) =>
      setError(getErrorMessage(failure)),
    );
  }

  function answer(item: CartItem, value: RxAnswer) {
    const next = { ...answers, [item.id]: value };
    setAnswers(next);
    if (hasTooManyWithoutPrescription(cart.items, next)) return setIsRemoveVisitOpen(true);
    void saveShowingErrors(cart, next);
  }

  return {
    answers,
    answer,
    saveAnswers,
    /** After an item is removed from the modal: the remaining answers are saved. */
    saveAfterRemoval: (latest: Cart) => void saveShowingErrors(latest, answers),
    isRemoveVisitOpen,
    closeRemoveVisit: () => setIsRemoveVisitOpen(false),
    error,
    setError,
  };
}
