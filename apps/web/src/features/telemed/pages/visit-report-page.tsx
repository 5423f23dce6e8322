import { Link } from 'react-router';
import type { Visit, VisitDecisionView } from '@fillwell/contracts';
import { formatMoney, VISIT_PAGE_SUFFIXES } from '@fillwell/domain';
import { BUTTON_STYLES } from '@/components/ui/button-styles';
import { TelemedCard } from '../components/telemed-page';
import { VisitLinks } from '../components/visit-links';
import { VisitLoader } from '../components/visit-loader';
import { formatDateTime } from '../telemed-format';

/** /visit/{consultationId}/report: the doctor's decision and note. */
export function VisitReportPage() {
  return (
    <VisitLoader title="Your visit report">{(visit) => <VisitReport visit={visit} />}</VisitLoader>
  );
}

function VisitReport({ visit }: { visit: Visit }) {
  const { consultation, decision } = visit;
  if (!decision) {
    return (
      <>
        <p role="status" className="text-lg text-ink">
          The doctor has not reviewed your visit yet. Doctor review within 24 hours.
        </p>
        <Link
          to={`${consultation.link}${VISIT_PAGE_SUFFIXES.confirmation}`}
          className={`${BUTTON_STYLES.secondary} self-start`}
        >
          See your visit
        </Link>
      </>
    );
  }
  const medication = consultation.medication?.name ?? 'the medication';
  return (
    <>
      <p role="status" className="text-lg font-semibold text-ink">
        {decision.value === 'prescribed'
          ? `${decision.clinicianName} prescribed ${medication}.`
          : `${decision.clinicianName} did not prescribe ${medication}.`}
      </p>
      <DecisionNote decision={decision} />
      <TelemedCard title={decision.value === 'prescribed' ? 'Your order' : 'Your refund'}>
        <p className="text-ink">{describeNextStep(visit, decision)}</p>
      </TelemedCard>
      <VisitLinks consultation={consultation} />
    </>
  );
}

function DecisionNote({ decision }: { decision: VisitDecisionView }) {
  return (
    <TelemedCard title="A note from your clinician">
      <p className="whitespace-pre-wrap text-ink">{decision.note}</p>
      <p className="mt-2 text-sm text-muted">
        {decision.clinicianName}, {formatDateTime(decision.decidedOn)}
      </p>
    </TelemedCard>
  );
}

function describeNextStep({ consultation, refund }: Visit, decision: VisitDecisionView): string {
  if (decision.value === 'prescribed') {
    return 'We sent your prescription to the pharmacy, and your order is being prepared.';
  }
  const fee = `The ${consultation.fee.displayValue} visit fee is not refunded: the doctor reviewed your visit.`;
  return refund
    ? `We refunded ${formatMoney(refund.amountCents)} for the medication to your card. ${fee}`
    : fee;
}
