import type { Order } from '@fillwell/contracts';
import { buildConfirmationMessages, getConfirmationHeadline } from '../confirmation-messages';
import { hasConsultation } from '../order-rules';

/** 'Purchase Complete', or 'Start your consultation now' tagged 'Action required', and the message. */
export function ConfirmationHeadline({ order }: { order: Order }) {
  const isActionRequired = hasConsultation(order);
  return (
    <header className="flex flex-col gap-3">
      {isActionRequired ? (
        <span className="self-start rounded-full bg-accent-400 px-3 py-1 text-sm font-bold text-ink">
          Action required
        </span>
      ) : null}
      <h1 className="text-3xl font-extrabold text-ink">{getConfirmationHeadline(order)}</h1>
      <div role="status" className="flex flex-col gap-2 text-lg text-ink">
        {buildConfirmationMessages(order).map((message) => (
          <p key={message}>{message}</p>
        ))}
      </div>
    </header>
  );
}
