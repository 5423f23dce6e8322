import { Link } from 'react-router';
import { BUTTON_STYLES } from '@/components/ui/button-styles';
import { OrderCard } from './order-card';

/** The doctor visit the order waits on, with the way to start it. */
export function ConsultationCard({ consultationId }: { consultationId: string }) {
  return (
    <OrderCard title="Your online doctor visit">
      <p className="text-ink">
        Answer a few questions about your health. It takes about 5 minutes, and a doctor reviews
        your visit within 24 hours.
      </p>
      <Link
        to={`/consultation/${encodeURIComponent(consultationId)}`}
        className={`${BUTTON_STYLES.accent} mt-4`}
      >
        Start your consultation
      </Link>
    </OrderCard>
  );
}
