import { useId } from 'react';
import { Link } from 'react-router';
import type { Consultation } from '@fillwell/contracts';
import { CONSULTATION_STATUS_LABELS, isConsultationDecided } from '@fillwell/domain';
import { BUTTON_STYLES } from '@/components/ui/button-styles';
import { formatDate } from '../telemed-format';

function getActionLabel(consultation: Consultation): string {
  const status = consultation.status.value;
  if (status === 'incomplete') return 'Start your visit';
  return isConsultationDecided(status) ? "Read the doctor's report" : 'See your visit';
}

/** One consultation on /account/consultations: what for, where it is, and the way in. */
export function ConsultationListItem({ consultation }: { consultation: Consultation }) {
  const headingId = useId();
  const { medication } = consultation;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={headingId} className="text-lg font-bold text-ink">
            {consultation.condition.name}
          </h2>
          {medication ? (
            <p className="text-ink">
              {medication.name}
              {medication.description ? `, ${medication.description}` : ''}
            </p>
          ) : null}
          <p className="text-sm text-muted">Bought {formatDate(consultation.createdOn)}</p>
        </div>
        <p className="rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-900">
          {CONSULTATION_STATUS_LABELS[consultation.status.value]}
        </p>
      </div>
      <Link
        to={`/consultation/${encodeURIComponent(consultation.consultationId)}`}
        className={`${BUTTON_STYLES.secondary} self-start`}
        aria-label={`${getActionLabel(consultation)}: ${consultation.condition.name}`}
      >
        {getActionLabel(consultation)}
      </Link>
    </section>
  );
}
