import type { ReverieOrder } from '@fillwell/contracts';

/** Subtotal, fulfillment and total; announced as they change. */
export function OrderTotals({ order }: { order: ReverieOrder }) {
  return (
    <dl aria-live="polite" aria-label="Order total" className="flex flex-col gap-1 text-ink">
      <div className="flex justify-between gap-4">
        <dt>Medications</dt>
        <dd>{order.subtotal.displayValue}</dd>
      </div>
      {order.fulfillmentSelection ? (
        <div className="flex justify-between gap-4">
          <dt>{order.fulfillmentSelection.displayName}</dt>
          <dd>{order.fulfillmentPrice.displayValue}</dd>
        </div>
      ) : null}
      <div className="flex justify-between gap-4 border-t border-slate-200 pt-2 text-lg font-bold">
        <dt>Total</dt>
        <dd data-testid="order-total">{order.total.displayValue}</dd>
      </div>
    </dl>
  );
}
