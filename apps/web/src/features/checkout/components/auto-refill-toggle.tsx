import { useState } from 'react';
import type { CartItem } from '@fillwell/contracts';
import { useUpdateCartItemsMutation } from '@/features/cart';
import { getErrorMessage } from '@/lib/api';

/** Auto-refill applies to eligible delivery items that are not subscriptions. */
export function isAutoRefillOffered(item: Pick<CartItem, 'fulfillment' | 'isAutoRefillEligible'>) {
  return item.fulfillment === 'delivery' && item.isAutoRefillEligible;
}

/** A switch that enrols one cart item in auto-refill (PATCH v2/cart/items isRecurring). */
export function AutoRefillToggle({ item }: { item: CartItem }) {
  const [updateItems, { isLoading }] = useUpdateCartItemsMutation();
  const [error, setError] = useState<string | null>(null);

  async function toggle() {
    setError(null);
    const result = await updateItems({
      items: [{ itemId: item.id, isRecurring: !item.isRecurring }],
    });
    if (result.error) setError(getErrorMessage(result.error));
  }

  return (
    <div className="flex flex-col gap-1">
      <label className="flex cursor-pointer items-center gap-2 text-sm text-ink">
        <input
          type="checkbox"
          role="switch"
          className="size-4 accent-brand-700"
          checked={item.isRecurring}
          disabled={isLoading}
          onChange={() => void toggle()}
        />
        Auto-refill {item.formattedName}
      </label>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The toggles for the cart's eligible items; nothing when none is eligible. */
export function AutoRefillToggles({ items }: { items: readonly CartItem[] }) {
  const eligible = items.filter(isAutoRefillOffered);
  if (eligible.length === 0) return null;
  return (
    <fieldset className="flex flex-col gap-2 rounded-lg bg-brand-50 p-3">
      <legend className="sr-only">Auto-refill</legend>
      <p className="text-sm text-muted">
        Auto-refill ships your next fill before you run out. You can cancel any time.
      </p>
      {eligible.map((item) => (
        <AutoRefillToggle key={item.id} item={item} />
      ))}
    </fieldset>
  );
}
