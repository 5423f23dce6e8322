import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CART_ERROR_CODES } from '@fillwell/contracts';
import { cartApi } from '@/features/cart';
import { getErrorMessage, isHttpError } from '@/lib/api';
import { useChooseVisitForItemMutation } from './api';

export interface VisitPurchase {
  priceId: string;
  medId: number;
}

/**
 * Adds the medication to the cart, marks it as bought with an online doctor visit, then opens
 * the cart. A cart holding pickup items asks before they are replaced.
 */
export function useAddWithVisit() {
  const navigate = useNavigate();
  const [addItems] = cartApi.useAddCartItemsMutation();
  const [chooseVisit] = useChooseVisitForItemMutation();
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
      if (item)
        await chooseVisit({ items: [{ itemId: item.id, rxSrcType: 'consultation' }] }).unwrap();
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
