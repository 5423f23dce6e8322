import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { Link } from 'react-router';
import type { Order } from '@fillwell/contracts';
import { FULFILLMENT_STATUS_LABELS, formatScheduleDate } from '@fillwell/domain';
import { Button } from '@/components/ui/button';
import { FormNotice } from '@/components/ui/form-alert';
import { medicationOrderCancelled } from '../account-medications-slice';
import { CancelOrderModal } from './cancel-order-modal';
import { ACTION_LINK_CLASS } from './medication-entry';

function isCancelled(order: Order): boolean {
  return order.orderStatus === 'cancelled' || order.fulfillmentStatus === 'cancelled';
}

/** Newest first. */
export function sortOrdersNewestFirst(orders: readonly Order[]): Order[] {
  return [...orders].sort((a, b) => Date.parse(b.createdOn) - Date.parse(a.createdOn));
}

interface MedicationOrdersProps {
  orders: Order[];
  emptyText: string;
}

/** Orders with their status and, while allowed, a cancel action. */
export function MedicationOrders({ orders, emptyText }: MedicationOrdersProps) {
  const dispatch = useDispatch();
  const [target, setTarget] = useState<Order | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  function handleCancelled(order: Order) {
    setTarget(null);
    dispatch(medicationOrderCancelled(order.id));
    setNotice(`Your order of ${formatScheduleDate(order.createdOn.slice(0, 10))} was cancelled.`);
  }

  return (
    <div className="flex flex-col gap-3">
      {notice ? <FormNotice>{notice}</FormNotice> : null}
      {orders.length === 0 ? (
        <div className="rounded-2xl bg-slate-50 p-4 text-ink">
          <p>{emptyText}</p>
          <Link to="/" className="mt-2 inline-block font-semibold text-brand-800 underline">
            Search for a medication
          </Link>
        </div>
      ) : (
        <ul className="flex flex-col gap-3">
          {orders.map((order) => (
            <OrderSummary key={order.id} order={order} onCancel={() => setTarget(order)} />
          ))}
        </ul>
      )}
      <CancelOrderModal
        order={target}
        onClose={() => setTarget(null)}
        onCancelled={handleCancelled}
      />
    </div>
  );
}

function OrderSummary({ order, onCancel }: { order: Order; onCancel: () => void }) {
  const placedOn = formatScheduleDate(order.createdOn.slice(0, 10));
  const status = isCancelled(order)
    ? FULFILLMENT_STATUS_LABELS.cancelled
    : FULFILLMENT_STATUS_LABELS[order.fulfillmentStatus];
  const names = order.items.map((item) => item.formattedName).join(', ');
  return (
    <li className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between">
      <div>
        <h3 className="font-bold text-ink">Order placed {placedOn}</h3>
        <p className="text-sm text-muted">{names}</p>
        <p className="text-sm text-ink">
          <span className="font-semibold">{status}</span> · Total {order.total.displayValue}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Link
          to={`/checkout/order-confirmation/${order.id}`}
          aria-label={`Details of the order placed ${placedOn}`}
          className={ACTION_LINK_CLASS}
        >
          Details
        </Link>
        {order.isCancellable && !isCancelled(order) ? (
          <Button
            variant="quiet"
            aria-label={`Cancel the order placed ${placedOn}`}
            onClick={onCancel}
          >
            Cancel order
          </Button>
        ) : null}
      </div>
    </li>
  );
}
