import { useId, useState } from 'react';
import type { CartItem } from '@fillwell/contracts';
import { LIMITS, formatMoney } from '@fillwell/domain';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { getErrorMessage } from '@/lib/api';
import { useRemoveCartItemMutation, useUpdateCartItemsMutation } from '../api';
import { EditFormulationModal } from './edit-formulation-modal';

/**
 * One medication in the cart: name, formulation, its list price (promotions are lines of the
 * summary, never taken off here too), and its edit and remove controls.
 */
export function CartItemRow({ item }: { item: CartItem }) {
  const [isEditing, setIsEditing] = useState(false);
  const [removeItem, removal] = useRemoveCartItemMutation();
  return (
    <li className="space-y-3 py-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-bold text-ink">{item.formattedName}</h3>
          <p className="text-sm text-muted">{item.formattedDescription}</p>
        </div>
        <p className="text-right font-bold whitespace-nowrap text-ink">
          {item.price.basePrice.displayValue}
        </p>
      </div>
      {item.price.consultationPrice ? (
        <p className="text-sm text-ink">
          Online doctor visit: {item.price.consultationPrice.displayValue}
        </p>
      ) : null}
      {item.isAutoRefillEligible ? <AutoRefillChoice item={item} /> : null}
      <div className="flex gap-2">
        <Button
          variant="quiet"
          className="-ml-3"
          aria-label={`Edit ${item.formattedName}`}
          onClick={() => setIsEditing(true)}
        >
          Edit
        </Button>
        <Button
          variant="quiet"
          aria-label={`Remove ${item.formattedName}`}
          disabled={removal.isLoading}
          onClick={() => void removeItem(item.id)}
        >
          Remove
        </Button>
      </div>
      {removal.error ? (
        <p role="alert" className="text-sm text-red-700">
          {getErrorMessage(removal.error)}
        </p>
      ) : null}
      <EditFormulationModal item={item} isOpen={isEditing} onClose={() => setIsEditing(false)} />
    </li>
  );
}

/** Delivery items may be refilled and shipped automatically. */
function AutoRefillChoice({ item }: { item: CartItem }) {
  const noticeId = useId();
  const [updateItems, { isLoading }] = useUpdateCartItemsMutation();
  return (
    <div className="space-y-1">
      <CheckboxField
        label="Auto-refill this medication"
        aria-describedby={noticeId}
        checked={item.isRecurring}
        disabled={isLoading}
        onChange={(event) =>
          void updateItems({ items: [{ itemId: item.id, isRecurring: event.target.checked }] })
        }
      />
      <p id={noticeId} className="text-sm text-muted">
        We ship each refill when it is due. If its price rises by more than{' '}
        {formatMoney(LIMITS.priceChangeNoticeCents)}, we tell you before billing.
      </p>
    </div>
  );
}
