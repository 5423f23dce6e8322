import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { Order, OrderItem } from '@fillwell/contracts';
import { formatMoney } from '@fillwell/domain';
import { Button } from '@/components/ui/button';
import { FormNotice } from '@/components/ui/form-alert';
import { getOrderConsultationStep } from '../consultation-next-step';
import {
  canCancelItem,
  describeFulfillmentPlace,
  formatLongDate,
  getNewRefundCents,
  getOrderStatusLabel,
  isOrderCancelled,
} from '../order-rules';
import { CancelOrderModal, type CancellationTarget } from './cancel-order-modal';
import { FulfillmentTimeline } from './fulfillment-timeline';
import { OrderItemsList } from './order-items-list';
import { PaymentHistory } from './payment-history';

/** "Atorvastatin was cancelled. We refunded $13.11 to your card." */
function describeCancellation(before: Order, after: Order, item: OrderItem | null): string {
  const what = item ? `${item.formattedName} was cancelled.` : 'Your order was cancelled.';
  const refundCents = getNewRefundCents(before, after);
  return refundCents > 0 ? `${what} We refunded ${formatMoney(refundCents)} to your card.` : what;
}

/** One order on /account/orders: its status and timeline, items, total, refunds and cancels. */
export function OrderListItem({ order }: { order: Order }) {
  const headingId = useId();
  const [target, setTarget] = useState<CancellationTarget | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const isCancelled = isOrderCancelled(order);
  const place = describeFulfillmentPlace(order);
  const visitStep = getOrderConsultationStep(order);

  function handleCancelled(after: Order, { order: before, item }: CancellationTarget) {
    setTarget(null);
    setNotice(describeCancellation(before, after, item));
  }

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={headingId} className="text-lg font-bold text-ink">
            Order placed {formatLongDate(order.createdOn)}
          </h2>
          <p className="text-sm text-muted">
            Order number{' '}
            <span className="font-mono font-semibold text-ink">{order.orderNumber}</span>
          </p>
          {place ? <p className="text-sm text-muted">{place}</p> : null}
        </div>
        <p
          className={`rounded-full px-3 py-1 text-sm font-semibold ${
            isCancelled ? 'bg-slate-200 text-ink' : 'bg-brand-100 text-brand-900'
          }`}
        >
          {getOrderStatusLabel(order)}
        </p>
      </div>
      {visitStep ? (
        <p className="font-semibold text-ink">
          {visitStep.isActionRequired ? 'Action required: ' : ''}
          {visitStep.headline}
        </p>
      ) : null}
      {notice ? <FormNotice>{notice}</FormNotice> : null}
      {isCancelled ? (
        order.cancellationReason ? (
          <p className="text-sm text-muted">Reason: {order.cancellationReason}</p>
        ) : null
      ) : (
        <FulfillmentTimeline steps={order.timeline} />
      )}
      <div>
        <OrderItemsList
          order={order}
          renderAction={(item) =>
            canCancelItem(order, item) ? (
              <Button
                variant="quiet"
                aria-label={`Cancel ${item.formattedName}`}
                onClick={() => setTarget({ order, item })}
              >
                Cancel
              </Button>
            ) : null
          }
        />
        <p className="flex justify-between border-t border-slate-200 pt-3 text-lg font-bold text-ink">
          <span>Total</span>
          <span>{order.total.displayValue}</span>
        </p>
      </div>
      <PaymentHistory payments={order.cardPaymentsRefunds} />
      <div className="flex flex-wrap gap-3">
        <Link
          to={`/checkout/order-confirmation/${encodeURIComponent(order.id)}`}
          className="rounded-md px-3 py-2 font-medium text-brand-800 underline hover:bg-brand-50"
        >
          Order details
        </Link>
        {order.isCancellable ? (
          <Button variant="secondary" onClick={() => setTarget({ order, item: null })}>
            Cancel order
          </Button>
        ) : null}
      </div>
      <CancelOrderModal
        target={target}
        onClose={() => setTarget(null)}
        onCancelled={handleCancelled}
      />
    </section>
  );
}
