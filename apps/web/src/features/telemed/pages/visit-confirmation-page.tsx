import { Link } from 'react-router';
import type { Visit } from '@fillwell/contracts';
import {
  CONSULTATION_FEE_CENTS,
  formatMoney,
  isConsultationDecided,
  VISIT_PAGE_SUFFIXES,
} from '@fillwell/domain';
import { BUTTON_STYLES } from '@/components/ui/button-styles';
import { TelemedCard } from '../components/telemed-page';
import { VisitLinks } from '../components/visit-links';
import { VisitLoader } from '../components/visit-loader';

/** /visit/{consultationId}/confirmation: the visit is with the doctor. */
export function VisitConfirmationPage() {
  return (
    <VisitLoader title="Your visit is with the doctor">
      {(visit) => <VisitConfirmation visit={visit} />}
    </VisitLoader>
  );
}

function VisitConfirmation({ visit }: { visit: Visit }) {
  const { consultation } = visit;
  const isDecided = isConsultationDecided(consultation.status.value);
  return (
    <>
      <p role="status" className="text-lg text-ink">
        {isDecided
          ? 'The doctor has reviewed your visit.'
          : 'Thank you. A doctor reviews your visit within 24 hours, and we will email you as soon as there is a decision.'}
      </p>
      {isDecided ? (
        <Link
          to={`${consultation.link}${VISIT_PAGE_SUFFIXES.report}`}
          className={`${BUTTON_STYLES.primary} self-start`}
        >
          Read the doctor&apos;s report
        </Link>
      ) : null}
      <TelemedCard title="What happens next">
        <ul className="flex list-disc flex-col gap-2 pl-5 text-ink">
          <li>A licensed clinician reviews your answers for {consultation.condition.name}.</li>
          <li>
            If {consultation.medication?.name ?? 'the medication'} is right for you, your
            prescription goes to the pharmacy and your order is prepared.
          </li>
          <li>
            If not, we refund the medication. The{' '}
            {formatMoney(consultation.fee.amountCents || CONSULTATION_FEE_CENTS)} visit fee pays for
            the doctor&apos;s review.
          </li>
        </ul>
      </TelemedCard>
      <VisitLinks consultation={consultation} />
    </>
  );
}
