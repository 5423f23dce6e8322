import type { Order } from '@fillwell/contracts';
import { getOrderConsultationStep } from '../consultation-next-step';
import { buildConfirmationMessages, getConfirmationHeadline } from '../confirmation-messages';
import { formatLongDate } from '../order-rules';

/**
 * 'Purchase Complete', or what the order's online doctor visit asks for now (tagged 'Action
 * required' only while the visit is to be filled in), the order number and the message.
 */
export function ConfirmationHeadline({ order }: { order: Order }) {
  const isActionRequired = getOrderConsultationStep(order)?.isActionRequired === true;
  return (
    <header className="flex flex-col gap-3">
      {isActionRequired ? (
        <span className="self-start rounded-full bg-accent-400 px-3 py-1 text-sm font-bold text-ink">
          Action required
        </span>
      ) : null}
      <h1 className="text-3xl font-extrabold text-ink">{getConfirmationHeadline(order)}</h1>
      <p className="text-muted">
        Order number <strong className="font-mono text-ink">{order.orderNumber}</strong>
        {' · '}placed {formatLongDate(order.createdOn)}
      </p>
      <div role="status" className="flex flex-col gap-2 text-lg text-ink">
        {buildConfirmationMessages(order).map((message) => (
          <p key={message}>{message}</p>
        ))}
      </div>
    </header>
  );
}
