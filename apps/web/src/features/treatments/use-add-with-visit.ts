import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CART_ERROR_CODES } from '@fillwell/contracts';
import { cartApi } from '@/features/cart';
import { getErrorMessage, isHttpError } from '@/lib/api';
import { useKeepVisitChoiceMutation } from './api';
import { toVisitChoice, toVisitPatient, type TreatmentAnswers } from './treatment-answers';

export interface VisitPurchase {
  priceId: string;
  medId: number;
  /** The eligibility step's answers, carried into checkout. */
  answers: TreatmentAnswers;
}

/**
 * Adds the medication to the cart, bought with an online doctor visit (checkout does not ask
 * for its prescription, nor again for the eligibility answers), then opens the cart. A cart
 * holding pickup items asks before they are replaced.
 */
export function useAddWithVisit() {
  const navigate = useNavigate();
  const [addItems] = cartApi.useAddCartItemsMutation();
  const [keepVisitChoice] = useKeepVisitChoiceMutation();
  const [isAdding, setIsAdding] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [hasConflict, setHasConflict] = useState(false);

  async function add(purchase: VisitPurchase, isForced = false) {
    setIsAdding(true);
    setError(null);
    try {
      const cart = await addItems({
        items: [{ priceId: purchase.priceId }],
        force: isForced,
      }).unwrap();
      const item = cart.items.find((candidate) => candidate.medId === purchase.medId);
      if (item) {
        const patient = toVisitPatient(purchase.answers);
        await keepVisitChoice(toVisitChoice(cart, item, patient)).unwrap();
      }
      setHasConflict(false);
      await navigate('/cart');
    } catch (failure) {
      setHasConflict(isHttpError(failure) && failure.code === CART_ERROR_CODES.fulfillmentConflict);
      setError(getErrorMessage(failure));
    } finally {
      setIsAdding(false);
    }
  }

  return { add, isAdding, error, hasConflict };
}
