import { Link } from 'react-router';
import type { Consultation } from '@fillwell/contracts';
import { BUTTON_STYLES } from '@/components/ui/button-styles';
import { Spinner } from '@/components/ui/spinner';
import { useGetConsultationsQuery } from '../api';
import { ConsultationListItem } from '../components/consultation-list-item';
import { LoadProblem } from '../components/load-problem';
import { TelemedPage } from '../components/telemed-page';

const CONSULTATIONS_TITLE = 'Your Consultations';

/** /account/consultations: the person's online doctor visits, newest first. */
export function ConsultationsPage() {
  return (
    <TelemedPage
      title={CONSULTATIONS_TITLE}
      back={{ to: '/account', label: 'Back to your account' }}
    >
      <ConsultationsContent />
    </TelemedPage>
  );
}

function ConsultationsContent() {
  const { data, error } = useGetConsultationsQuery(undefined, { refetchOnMountOrArgChange: true });
  if (data) return <ConsultationList consultations={data} />;
  if (error) return <LoadProblem error={error} />;
  return <Spinner className="py-12" message="Loading your consultations…" />;
}

function ConsultationList({ consultations }: { consultations: Consultation[] }) {
  if (!consultations.length) {
    return (
      <div className="rounded-2xl bg-brand-50 p-6 text-ink">
        <p className="text-lg font-semibold">You have no online doctor visits yet.</p>
        <p className="mt-1">
          When you buy an eligible medication without a prescription, a doctor can prescribe it
          after a short online visit.
        </p>
        <Link to="/" className={`${BUTTON_STYLES.primary} mt-4`}>
          Search for a medication
        </Link>
      </div>
    );
  }
  return consultations.map((consultation) => (
    <ConsultationListItem key={consultation.consultationId} consultation={consultation} />
  ));
}
