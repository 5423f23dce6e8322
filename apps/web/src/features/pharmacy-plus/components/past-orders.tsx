import { useState } from 'react';
import type { ReverieOrder, ReverieOrderItem } from '@fillwell/contracts';
import { formatScheduleDate } from '@fillwell/domain';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api';
import { useCancelPlusOrderItemMutation, useGetPastOrdersQuery } from '../api';
import { FulfillmentProgress } from './fulfillment-progress';

/** While the pharmacy works on them, the orders' progress shows without a reload. */
const PAST_ORDERS_POLL_MS = 15_000;

/** Submitted orders, newest first, each with where it is. */
export function PastOrders({ patientId }: { patientId: string }) {
  const { data, error } = useGetPastOrdersQuery(patientId, {
    pollingInterval: PAST_ORDERS_POLL_MS,
    refetchOnMountOrArgChange: true,
  });
  if (error) return <FormAlert message={getErrorMessage(error)} />;
  if (!data) return <Spinner className="py-4" />;
  if (!data.length) return <p className="text-muted">You have no past orders yet.</p>;
  return (
    <ul className="flex flex-col gap-4" aria-label="Past orders">
      {data.map((order) => (
        <PastOrder key={order.id} order={order} />
      ))}
    </ul>
  );
}

function PastOrder({ order }: { order: ReverieOrder }) {
  const [cancelItem, { isLoading }] = useCancelPlusOrderItemMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const isCancellable = order.orderStatus === 'paid' && order.fulfillmentStatus === 'pending';

  async function cancel(item: ReverieOrderItem) {
    setFailure(null);
    const result = await cancelItem({
      orderId: order.id,
      patientId: order.patientId,
      itemId: item.id,
    });
    if (result.error) setFailure(getErrorMessage(result.error));
  }

  const submitted = order.submittedOn ?? order.createdOn;
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4">
      <h3 className="font-semibold text-ink">
        Order {order.orderNumber ?? ''} · {formatScheduleDate(submitted.slice(0, 10))}
      </h3>
      <ul className="text-ink">
        {order.items.map((item) => (
          <li key={item.id} className="flex flex-wrap items-center justify-between gap-2">
            <span>
              {item.name}, {item.daysSupply}-day supply
              {item.status === 'cancelled' ? ' (cancelled)' : ''}
            </span>
            {isCancellable && item.status === 'active' ? (
              <Button
                variant="quiet"
                disabled={isLoading}
                aria-label={`Cancel ${item.name}`}
                onClick={() => void cancel(item)}
              >
                Cancel item
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <p className="font-semibold text-ink">
        Total {order.total.displayValue}
        {order.fulfillmentSelection ? ` · ${order.fulfillmentSelection.displayName}` : ''}
      </p>
      <FormAlert message={failure} />
      <FulfillmentProgress order={order} />
    </li>
  );
}
