import { Link } from 'react-router';
import { BUTTON_STYLES } from '@/components/ui/button-styles';
import type { ConsultationNextStep } from '../consultation-next-step';
import { OrderCard } from './order-card';

/** The order's online doctor visit: where it stands, and the way on from there. */
export function ConsultationCard({ step }: { step: ConsultationNextStep }) {
  return (
    <OrderCard title="Your online doctor visit">
      <p className="text-ink">{step.cardText}</p>
      {step.action ? (
        <Link
          to={step.action.to}
          className={`${step.isActionRequired ? BUTTON_STYLES.accent : BUTTON_STYLES.secondary} mt-4`}
        >
          {step.action.label}
        </Link>
      ) : null}
    </OrderCard>
  );
}
