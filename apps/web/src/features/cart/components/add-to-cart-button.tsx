import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CART_ERROR_CODES } from '@fillwell/contracts';
import { Button } from '@/components/ui/button';
import { getErrorMessage, isHttpError } from '@/lib/api';
import { useAddCartItemsMutation } from '../api';

export interface AddToCartRequest {
  priceId: string;
  /** Fills the cart at this pharmacy. */
  pharmacyId?: string;
}

/**
 * Adds a price to the cart, then opens the cart. A cart holding the other kind of fulfillment
 * (pickup or delivery) asks before its items are replaced.
 */
export function useAddToCart() {
  const navigate = useNavigate();
  const [addItems, { isLoading }] = useAddCartItemsMutation();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<AddToCartRequest | null>(null);

  async function add(request: AddToCartRequest, isForced = false) {
    setError(null);
    try {
      await addItems({
        items: [{ priceId: request.priceId }],
        ...(request.pharmacyId ? { pharmacyId: request.pharmacyId } : {}),
        force: isForced,
      }).unwrap();
      setPending(null);
      await navigate('/cart');
    } catch (failure) {
      const isConflict =
        isHttpError(failure) && failure.code === CART_ERROR_CODES.fulfillmentConflict;
      setPending(isConflict ? request : null);
      setError(getErrorMessage(failure));
    }
  }

  return {
    add: (request: AddToCartRequest) => add(request),
    replaceCart: () => (pending ? add(pending, true) : Promise.resolve()),
    isAdding: isLoading,
    error,
    hasConflict: pending !== null,
  };
}

interface AddToCartButtonProps {
  priceId: string;
  label?: string;
}

/** "Add to cart" for a chosen price; the message of a refusal shows beside it. */
export function AddToCartButton({ priceId, label = 'Add to cart' }: AddToCartButtonProps) {
  const cart = useAddToCart();
  return (
    <div className="space-y-2">
      <Button
        className="w-full sm:w-auto"
        disabled={cart.isAdding}
        onClick={() => void cart.add({ priceId })}
      >
        {cart.isAdding ? 'Adding…' : label}
      </Button>
      <AddToCartProblem cart={cart} />
    </div>
  );
}

export function AddToCartProblem({ cart }: { cart: ReturnType<typeof useAddToCart> }) {
  if (!cart.error) return null;
  return (
    <div role="alert" className="space-y-2 text-sm font-medium text-red-700">
      <p>{cart.error}</p>
      {cart.hasConflict ? (
        <Button variant="secondary" onClick={() => void cart.replaceCart()}>
          Replace my cart&apos;s items
        </Button>
      ) : null}
    </div>
  );
}
