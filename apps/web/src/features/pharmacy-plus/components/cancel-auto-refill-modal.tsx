import { useState, type FormEvent } from 'react';
import {
  AUTO_REFILL_CANCEL_REASON_CODES,
  AUTO_REFILL_CANCEL_REASON_LABELS,
  type AutoRefillCancelReasonCode,
  type ReveriePrescription,
} from '@fillwell/contracts';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { FormActions } from '@/components/ui/form-actions';
import { FormAlert } from '@/components/ui/form-alert';
import { Modal } from '@/components/ui/modal';
import { TextAreaField } from '@/components/ui/text-area-field';
import { getErrorMessage } from '@/lib/api';
import { useCancelAutoRefillMutation } from '../api';

interface CancelAutoRefillModalProps {
  patientId: string;
  prescription: ReveriePrescription | null;
  onClose: () => void;
}

/** Stops a prescription's auto-refill, with the reason why. */
export function CancelAutoRefillModal({
  patientId,
  prescription,
  onClose,
}: CancelAutoRefillModalProps) {
  return (
    <Modal
      title="Cancel auto-refill?"
      description={
        prescription
          ? `Your pharmacy will stop refilling ${prescription.drugDetail.name} automatically.`
          : undefined
      }
      isOpen={prescription !== null}
      onClose={onClose}
    >
      {prescription ? (
        <CancelForm
          key={prescription.id}
          patientId={patientId}
          prescription={prescription}
          onClose={onClose}
        />
      ) : null}
    </Modal>
  );
}

function CancelForm({
  patientId,
  prescription,
  onClose,
}: CancelAutoRefillModalProps & { prescription: ReveriePrescription }) {
  const [code, setCode] = useState<AutoRefillCancelReasonCode | null>(null);
  const [fullReason, setFullReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [cancel, { isLoading }] = useCancelAutoRefillMutation();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    if (!code) return setError('Please choose a reason');
    if (code === 'other' && !fullReason.trim()) return setError('Please tell us why');
    setError(null);
    const result = await cancel({
      patientId,
      request: {
        medNameId: prescription.drugDetail.medNameId,
        reason: { code, fullReason: code === 'other' ? fullReason.trim() : null },
      },
    });
    if (result.data) onClose();
    else setFailure(getErrorMessage(result.error));
  }

  return (
    <form
      noValidate
      aria-label="Cancel auto-refill"
      className="flex flex-col gap-4"
      onSubmit={(event) => void handleSubmit(event)}
    >
      <ChoiceGroup
        legend="Why are you cancelling?"
        layout="column"
        options={AUTO_REFILL_CANCEL_REASON_CODES.map((value) => ({
          value,
          label: AUTO_REFILL_CANCEL_REASON_LABELS[value],
        }))}
        value={code}
        onChange={(value) => setCode(value as AutoRefillCancelReasonCode)}
        error={code === 'other' ? undefined : (error ?? undefined)}
      />
      {code === 'other' ? (
        <TextAreaField
          label="Tell us why"
          value={fullReason}
          maxLength={500}
          error={error}
          onChange={(event) => setFullReason(event.target.value)}
        />
      ) : null}
      <FormAlert message={failure} />
      <FormActions
        submitLabel="Cancel auto-refill"
        busyLabel="Cancelling…"
        isBusy={isLoading}
        dismissLabel="Keep auto-refill"
        onDismiss={onClose}
      />
    </form>
  );
}
