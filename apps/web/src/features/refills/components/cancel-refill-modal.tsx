import { useState, type FormEvent } from 'react';
import {
  AUTO_REFILL_CANCELLATION_REASONS,
  cancelScheduleRequestSchema,
  type RefillSchedule,
} from '@fillwell/contracts';
import { isFeatureEnabled } from '@fillwell/domain';
import { FormActions } from '@/components/ui/form-actions';
import { FormAlert } from '@/components/ui/form-alert';
import { Modal } from '@/components/ui/modal';
import { ReasonPicker, useReasonChoice } from '@/components/ui/reason-picker';
import { getErrorMessage } from '@/lib/api';
import { useCancelScheduleMutation } from '../api';

/** Sent when the reason flag is off and the person is not asked. */
const UNASKED_REASON = 'No reason asked';

interface CancelRefillModalProps {
  schedule: RefillSchedule | null;
  onClose: () => void;
  onCancelled: (schedule: RefillSchedule) => void;
}

/** Cancels an auto-refill, asking why (the "auto-refill cancellation reason" flag is on). */
export function CancelRefillModal({ schedule, onClose, onCancelled }: CancelRefillModalProps) {
  return (
    <Modal
      title="Cancel auto-refill?"
      description={
        schedule ? `We will stop sending ${schedule.details.name} every month.` : undefined
      }
      isOpen={schedule !== null}
      onClose={onClose}
    >
      {schedule ? (
        <CancelForm
          key={schedule.id}
          schedule={schedule}
          onClose={onClose}
          onCancelled={onCancelled}
        />
      ) : null}
    </Modal>
  );
}

interface CancelFormProps extends Omit<CancelRefillModalProps, 'schedule'> {
  schedule: RefillSchedule;
}

function CancelForm({ schedule, onClose, onCancelled }: CancelFormProps) {
  const isReasonAsked = isFeatureEnabled('autoRefillCancellationReason');
  const { reason: chosenReason, setError, pickerProps } = useReasonChoice();
  const [failure, setFailure] = useState<string | null>(null);
  const [cancel, { isLoading }] = useCancelScheduleMutation();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const reason = isReasonAsked ? chosenReason : UNASKED_REASON;
    const parsed = cancelScheduleRequestSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Invalid reason');
      return;
    }
    setError(null);
    const result = await cancel({ scheduleId: schedule.id, reason: parsed.data.reason });
    if (result.data) onCancelled(result.data);
    else setFailure(getErrorMessage(result.error));
  }

  return (
    <form noValidate aria-label="Cancel auto-refill" onSubmit={(event) => void handleSubmit(event)}>
      <div className="flex flex-col gap-4">
        {isReasonAsked ? (
          <ReasonPicker reasons={AUTO_REFILL_CANCELLATION_REASONS} {...pickerProps} />
        ) : null}
        <FormAlert message={failure} />
        <FormActions
          submitLabel="Cancel auto-refill"
          busyLabel="Cancelling…"
          isBusy={isLoading}
          dismissLabel="Keep auto-refill"
          onDismiss={onClose}
        />
      </div>
    </form>
  );
}
