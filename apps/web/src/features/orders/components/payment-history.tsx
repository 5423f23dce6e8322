import type { Order } from '@fillwell/contracts';
import { formatLongDate } from '../order-rules';

/** The card charges and refunds of an order, oldest first. */
export function PaymentHistory({ payments }: { payments: Order['cardPaymentsRefunds'] }) {
  if (payments.length === 0) return null;
  return (
    <ul aria-label="Payments and refunds" className="flex flex-col gap-1 text-sm">
      {payments.map((payment) => (
        <li key={payment.id} className="flex justify-between gap-4">
          <span className={payment.kind === 'refund' ? 'font-semibold text-brand-800' : 'text-ink'}>
            {payment.kind === 'refund' ? 'Refunded' : 'Charged'} {payment.amount.displayValue}
          </span>
          <span className="text-muted">{formatLongDate(payment.createdOn)}</span>
        </li>
      ))}
    </ul>
  );
}
