import { useSearchParams } from 'react-router';
import { PARTNER_CONSOLE_PATH } from '@fillwell/domain';
import { PrescriptionCard } from '@/features/pharmacy-plus/components';
import { FormAlert } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api';
import { useGetPartnerPatientQuery } from '../api';
import { ConsoleCard, ConsolePage } from '../components/console-page';
import { SendLinkButton } from '../components/patients-list';
import { PrescriptionForm } from '../components/prescription-form';
import { RegisterPatientForm } from '../components/register-patient-form';

const BACK = { to: PARTNER_CONSOLE_PATH, label: 'Back to patients and orders' };

/**
 * /partner/patients/new: register a patient, add their prescriptions (?patient= keeps the one
 * being set up), then send them their link.
 */
export function RegisterPatientPage() {
  const [params, setParams] = useSearchParams();
  const patientId = params.get('patient');
  return (
    <ConsolePage title="Register a patient" back={BACK}>
      {patientId ? (
        <PatientSetup patientId={patientId} />
      ) : (
        <ConsoleCard title="Patient details">
          <RegisterPatientForm
            onRegistered={(answer) => setParams({ patient: answer.patient.id }, { replace: true })}
          />
        </ConsoleCard>
      )}
    </ConsolePage>
  );
}

function PatientSetup({ patientId }: { patientId: string }) {
  const { data, error } = useGetPartnerPatientQuery(patientId);
  if (error) return <FormAlert message={getErrorMessage(error)} />;
  if (!data) return <Spinner className="py-8" />;
  const { patient, prescriptions } = data;
  return (
    <>
      <ConsoleCard title={`Prescriptions of ${patient.firstName} ${patient.lastName}`}>
        {prescriptions.length ? (
          <ul className="mb-4 flex flex-col gap-2" aria-label="Registered prescriptions">
            {prescriptions.map((prescription) => (
              <PrescriptionCard key={prescription.id} prescription={prescription} />
            ))}
          </ul>
        ) : (
          <p className="mb-4 text-muted">No prescriptions yet.</p>
        )}
        <PrescriptionForm patientId={patient.id} />
      </ConsoleCard>
      <ConsoleCard title="Send the patient their link">
        <p className="mb-3 text-ink">
          We text {patient.firstName} a link and a code to verify and order online.
        </p>
        <SendLinkButton patient={patient} />
      </ConsoleCard>
    </>
  );
}
