import { useRef, useState } from 'react';
import type { ReverieOrder, ReverieOrderItem } from '@fillwell/contracts';
import { FormAlert } from '@/components/ui/form-alert';
import { getErrorMessage } from '@/lib/api';
import {
  useRemoveOrderItemMutation,
  useSelectItemPriceMutation,
  useSetItemAutoRefillMutation,
} from '../api';
import { PHARMACY_PLUS_ERRORS } from '../pharmacy-plus-errors';
import { listActiveItems, OrderItemRow } from './order-item-row';
import { OrderTotals } from './order-totals';

/** The order's items, each with its supply and price; the total changes at once. */
export function OrderItems({ order }: { order: ReverieOrder }) {
  const [failure, setFailure] = useState<string | null>(null);
  // A chosen supply shows at once; the server's answer (or a failure) settles it.
  const [pendingPrices, setPendingPrices] = useState<Readonly<Record<string, string>>>({});
  const latestRequest = useRef(0);
  const [selectPrice] = useSelectItemPriceMutation();
  const [removeItem, removal] = useRemoveOrderItemMutation();
  const [setAutoRefill, autoRefill] = useSetItemAutoRefillMutation();
  const ids = { orderId: order.id, patientId: order.patientId };
  const items = listActiveItems(order);

  async function changePrice(item: ReverieOrderItem, selectedPriceId: string) {
    setFailure(null);
    setPendingPrices((current) => ({ ...current, [item.id]: selectedPriceId }));
    const request = ++latestRequest.current;
    const result = await selectPrice({ ...ids, itemId: item.id, selectedPriceId });
    // An earlier answer does not undo a later choice.
    if (request !== latestRequest.current) return;
    setPendingPrices({});
    if (result.error) setFailure(getErrorMessage(result.error));
  }

  async function remove(item: ReverieOrderItem) {
    setFailure(null);
    const result = await removeItem({ ...ids, itemId: item.id });
    if (result.error) setFailure(PHARMACY_PLUS_ERRORS.removeItemFailed);
  }

  async function changeAutoRefill(item: ReverieOrderItem, autoRefillOptedIn: boolean) {
    setFailure(null);
    const result = await setAutoRefill({ ...ids, itemId: item.id, autoRefillOptedIn });
    if (result.error) setFailure(getErrorMessage(result.error));
  }

  return (
    <div className="flex flex-col gap-4">
      <FormAlert message={failure} />
      {items.length ? (
        <ul className="flex flex-col gap-3" aria-label="Items in your order">
          {items.map((item) => (
            <OrderItemRow
              key={item.id}
              item={item}
              selectedPriceId={pendingPrices[item.id] ?? item.selectedPriceId}
              isBusy={removal.isLoading || autoRefill.isLoading}
              onPriceChange={(entry, priceId) => void changePrice(entry, priceId)}
              onRemove={(entry) => void remove(entry)}
              onAutoRefillChange={(entry, isOptedIn) => void changeAutoRefill(entry, isOptedIn)}
            />
          ))}
        </ul>
      ) : (
        <p className="text-muted">Your order is empty. Add a prescription above.</p>
      )}
      <OrderTotals order={order} />
    </div>
  );
}
