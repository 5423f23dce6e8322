import { useState } from 'react';
import type { ReveriePrescription } from '@fillwell/contracts';
import { PHARMACY_PLUS_ACCOUNT_PATH } from '@fillwell/domain';
import { Button } from '@/components/ui/button';
import { PageFrame } from '@/components/ui/page-frame';
import { CancelAutoRefillModal } from '../components/cancel-auto-refill-modal';
import { DelayAutoRefillModal } from '../components/delay-auto-refill-modal';
import { usePatientArea } from '../components/patient-area-layout';
import { PrescriptionCard } from '../components/prescription-card';

function toIsoDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** /order-service/account/my-meds: each prescription's auto-refill, to cancel or delay. */
export function MyMedsPage() {
  const { patient, prescriptions } = usePatientArea();
  const [cancelling, setCancelling] = useState<ReveriePrescription | null>(null);
  const [delaying, setDelaying] = useState<ReveriePrescription | null>(null);
  return (
    <PageFrame
      title="Your medications"
      back={{ to: PHARMACY_PLUS_ACCOUNT_PATH, label: 'Back to your Pharmacy Plus account' }}
    >
      {prescriptions.length ? (
        <ul className="mt-6 flex flex-col gap-3" aria-label="Your prescriptions">
          {prescriptions.map((prescription) => (
            <PrescriptionCard
              key={prescription.id}
              prescription={prescription}
              actions={
                prescription.refillDetails.enrolledInAutorefill ? (
                  <>
                    <Button
                      variant="secondary"
                      aria-label={`Delay auto-refill of ${prescription.drugDetail.name}`}
                      onClick={() => setDelaying(prescription)}
                    >
                      Delay
                    </Button>
                    <Button
                      variant="quiet"
                      aria-label={`Cancel auto-refill of ${prescription.drugDetail.name}`}
                      onClick={() => setCancelling(prescription)}
                    >
                      Cancel auto-refill
                    </Button>
                  </>
                ) : null
              }
            />
          ))}
        </ul>
      ) : (
        <p className="mt-6 text-muted">Your pharmacy has no prescriptions for you yet.</p>
      )}
      <CancelAutoRefillModal
        patientId={patient.id}
        prescription={cancelling}
        onClose={() => setCancelling(null)}
      />
      <DelayAutoRefillModal
        patientId={patient.id}
        prescription={delaying}
        today={toIsoDate(new Date())}
        onClose={() => setDelaying(null)}
      />
    </PageFrame>
  );
}
