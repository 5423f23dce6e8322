import { useState, type FormEvent } from 'react';
import {
  AUTO_REFILL_DELAY_REASON_CODES,
  AUTO_REFILL_DELAY_REASON_LABELS,
  type AutoRefillDelayReasonCode,
  type ReveriePrescription,
} from '@fillwell/contracts';
import { checkRefillDate, formatScheduleDate, getDelayWindow } from '@fillwell/domain';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { FormActions } from '@/components/ui/form-actions';
import { FormAlert } from '@/components/ui/form-alert';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { getErrorMessage, isHttpError } from '@/lib/api';
import { useDelayAutoRefillMutation } from '../api';

interface DelayAutoRefillModalProps {
  patientId: string;
  prescription: ReveriePrescription | null;
  /** Today (ISO): the new date comes after it. */
  today: string;
  onClose: () => void;
}

/** Moves a prescription's next automatic refill to a later date. */
export function DelayAutoRefillModal(props: DelayAutoRefillModalProps) {
  const { prescription, onClose } = props;
  return (
    <Modal
      title="Delay your next refill"
      description={
        prescription ? `Choose when to refill ${prescription.drugDetail.name}.` : undefined
      }
      isOpen={prescription !== null}
      onClose={onClose}
    >
      {prescription ? (
        <DelayForm key={prescription.id} {...props} prescription={prescription} />
      ) : null}
    </Modal>
  );
}

function DelayForm({
  patientId,
  prescription,
  today,
  onClose,
}: DelayAutoRefillModalProps & { prescription: ReveriePrescription }) {
  const range = getDelayWindow(today);
  const [date, setDate] = useState(prescription.refillDetails.consumerRefillDate ?? range.minDate);
  const [code, setCode] = useState<AutoRefillDelayReasonCode | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [delay, { isLoading }] = useDelayAutoRefillMutation();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const problem = checkRefillDate(date, today);
    setFieldError(problem);
    if (problem) return;
    const result = await delay({
      patientId,
      medNameId: prescription.drugDetail.medNameId,
      request: { expectedDate: date, ...(code ? { reason: { code, content: null } } : {}) },
    });
    if (result.data) return onClose();
    const serverField = isHttpError(result.error)
      ? result.error.validationErrors.expectedDate
      : undefined;
    if (serverField) setFieldError(serverField);
    else setFailure(getErrorMessage(result.error));
  }

  return (
    <form
      noValidate
      aria-label="Delay refill"
      className="flex flex-col gap-4"
      onSubmit={(event) => void handleSubmit(event)}
    >
      <TextField
        label="New refill date"
        type="date"
        value={date}
        min={range.minDate}
        max={range.maxDate}
        hint={`Any day from ${formatScheduleDate(range.minDate)} to ${formatScheduleDate(range.maxDate)}.`}
        error={fieldError}
        onChange={(event) => setDate(event.target.value)}
      />
      <ChoiceGroup
        legend="Why are you delaying? (optional)"
        layout="column"
        options={AUTO_REFILL_DELAY_REASON_CODES.map((value) => ({
          value,
          label: AUTO_REFILL_DELAY_REASON_LABELS[value],
        }))}
        value={code}
        onChange={(value) => setCode(value as AutoRefillDelayReasonCode)}
      />
      <FormAlert message={failure} />
      <FormActions
        submitLabel="Save new date"
        busyLabel="Saving…"
        isBusy={isLoading}
        dismissLabel="Keep current date"
        onDismiss={onClose}
      />
    </form>
  );
}
