import { Link } from 'react-router';
import { PHARMACY_PLUS_MEDS_PATH } from '@fillwell/domain';
import { PageFrame } from '@/components/ui/page-frame';
import { ChatPanel } from '../components/chat-panel';
import { OpenOrder } from '../components/open-order';
import { PastOrders } from '../components/past-orders';
import { usePatientArea } from '../components/patient-area-layout';
import { PlusSection } from '../components/plus-section';
import { ReferralForm } from '../components/referral-form';
import { SurveysSection } from '../components/surveys-section';

/**
 * /order-service/account: the patient's prescriptions from their pharmacy, the order being built
 * and paid, past orders with their progress, surveys, invitations and the chat.
 */
export function PatientHomePage() {
  const { account, patient, prescriptions } = usePatientArea();
  const pharmacyName = patient.pharmacy?.name ?? 'your pharmacy';
  return (
    <PageFrame title={`Hi ${patient.firstName}, order from ${pharmacyName}`} isWide>
      <p className="mt-2">
        <Link to={PHARMACY_PLUS_MEDS_PATH} className="font-semibold text-brand-800 underline">
          Manage auto-refill for your medications
        </Link>
      </p>
      <div className="mt-6 flex flex-col gap-6">
        <OpenOrder patientId={patient.id} prescriptions={prescriptions} />
        <PlusSection title="Past orders">
          <PastOrders patientId={patient.id} />
        </PlusSection>
        <PlusSection title="Chat with your pharmacy">
          <ChatPanel pharmacyName={pharmacyName} />
        </PlusSection>
        <PlusSection title="Surveys">
          <SurveysSection accountId={account.id} />
        </PlusSection>
        <PlusSection title="Refer a friend">
          <ReferralForm pharmacyName={pharmacyName} />
        </PlusSection>
      </div>
    </PageFrame>
  );
}
