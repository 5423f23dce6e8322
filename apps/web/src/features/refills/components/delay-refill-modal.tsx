import { useState, type FormEvent } from 'react';
import type { RefillSchedule } from '@fillwell/contracts';
import { checkRefillDate, formatScheduleDate, getDelayWindow } from '@fillwell/domain';
import { FormActions } from '@/components/ui/form-actions';
import { FormAlert } from '@/components/ui/form-alert';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { getErrorMessage, isHttpError } from '@/lib/api';
import { useDelayScheduleMutation } from '../api';

interface DelayRefillModalProps {
  schedule: RefillSchedule | null;
  /** The service's today: the new date must come after it. */
  today: string;
  onClose: () => void;
  onDelayed: (schedule: RefillSchedule) => void;
}

/** Moves the next refill to a date after today and within 90 days. */
export function DelayRefillModal({ schedule, today, onClose, onDelayed }: DelayRefillModalProps) {
  return (
    <Modal
      title="Delay your next refill"
      description={schedule ? `Choose when we send your next ${schedule.details.name}.` : undefined}
      isOpen={schedule !== null}
      onClose={onClose}
    >
      {schedule ? (
        <DelayForm
          key={schedule.id}
          schedule={schedule}
          today={today}
          onClose={onClose}
          onDelayed={onDelayed}
        />
      ) : null}
    </Modal>
  );
}

interface DelayFormProps extends Omit<DelayRefillModalProps, 'schedule'> {
  schedule: RefillSchedule;
}

function DelayForm({ schedule, today, onClose, onDelayed }: DelayFormProps) {
  const range = getDelayWindow(today);
  const [date, setDate] = useState(schedule.nextExecutionOn);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [delay, { isLoading }] = useDelayScheduleMutation();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const problem = checkRefillDate(date, today);
    setFieldError(problem);
    if (problem) return;
    const result = await delay({ scheduleId: schedule.id, expectedDate: date });
    if (result.data) {
      onDelayed(result.data);
      return;
    }
    const serverField = isHttpError(result.error)
      ? result.error.validationErrors.expectedDate
      : null;
    if (serverField) setFieldError(serverField);
    else setFailure(getErrorMessage(result.error));
  }

  return (
    <form noValidate aria-label="Delay refill" onSubmit={(event) => void handleSubmit(event)}>
      <div className="flex flex-col gap-4">
        <p className="text-ink">
          Next refill now: <strong>{formatScheduleDate(schedule.nextExecutionOn)}</strong>
        </p>
        <TextField
          label="New refill date"
          type="date"
          value={date}
          min={range.minDate}
          max={range.maxDate}
          onChange={(event) => setDate(event.target.value)}
          hint={`Any day from ${formatScheduleDate(range.minDate)} to ${formatScheduleDate(range.maxDate)}.`}
          error={fieldError}
        />
        <FormAlert message={failure} />
        <FormActions
          submitLabel="Save new date"
          busyLabel="Saving…"
          isBusy={isLoading}
          dismissLabel="Keep current date"
          onDismiss={onClose}
        />
      </div>
    </form>
  );
}
