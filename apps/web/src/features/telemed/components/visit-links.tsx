import { Link } from 'react-router';
import type { Consultation } from '@fillwell/contracts';
import { CONSULTATIONS_PATH } from '@fillwell/domain';
import { BUTTON_STYLES } from '@/components/ui/button-styles';
import { ChatButton } from './chat-button';

/** The ways on from a visit page: the chat, the order, the list of consultations. */
export function VisitLinks({ consultation }: { consultation: Consultation }) {
  return (
    <div className="flex flex-wrap items-start gap-3">
      <ChatButton consultationId={consultation.consultationId} />
      {consultation.orderId ? (
        <Link
          to={`/checkout/order-confirmation/${encodeURIComponent(consultation.orderId)}`}
          className={BUTTON_STYLES.secondary}
        >
          Follow your order
        </Link>
      ) : null}
      <Link to={CONSULTATIONS_PATH} className={BUTTON_STYLES.quiet}>
        See your consultations
      </Link>
    </div>
  );
}
