import { useState, type FormEvent } from 'react';
import { CANCELLATION_REASONS, cancellationRequestSchema, type Order } from '@fillwell/contracts';
import { FormActions } from '@/components/ui/form-actions';
import { FormAlert } from '@/components/ui/form-alert';
import { Modal } from '@/components/ui/modal';
import { ReasonPicker, useReasonChoice } from '@/components/ui/reason-picker';
import { getErrorMessage } from '@/lib/api';
import { useCancelMedicationOrderMutation } from '../api';

interface CancelOrderModalProps {
  order: Order | null;
  onClose: () => void;
  onCancelled: (order: Order) => void;
}

/** Cancels a whole order through the orders module's cancel call, asking why. */
export function CancelOrderModal({ order, onClose, onCancelled }: CancelOrderModalProps) {
  return (
    <Modal
      title="Cancel this order?"
      description="Tell us why you are cancelling. What you paid goes back to your card."
      isOpen={order !== null}
      onClose={onClose}
    >
      {order ? (
        <CancelOrderForm key={order.id} order={order} onClose={onClose} onCancelled={onCancelled} />
      ) : null}
    </Modal>
  );
}

interface CancelOrderFormProps extends Omit<CancelOrderModalProps, 'order'> {
  order: Order;
}

function CancelOrderForm({ order, onClose, onCancelled }: CancelOrderFormProps) {
  const { reason, setError, pickerProps } = useReasonChoice();
  const [failure, setFailure] = useState<string | null>(null);
  const [cancel, { isLoading }] = useCancelMedicationOrderMutation();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const parsed = cancellationRequestSchema.safeParse({ cancellationReason: reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Invalid reason');
      return;
    }
    setError(null);
    const result = await cancel({ orderId: order.id, ...parsed.data });
    if (result.data) onCancelled(result.data);
    else setFailure(getErrorMessage(result.error));
  }

  return (
    <form noValidate aria-label="Cancel order" onSubmit={(event) => void handleSubmit(event)}>
      <div className="flex flex-col gap-4">
        <ReasonPicker reasons={CANCELLATION_REASONS} {...pickerProps} />
        <FormAlert message={failure} />
        <FormActions
          submitLabel="Cancel order"
          busyLabel="Cancelling…"
          isBusy={isLoading}
          dismissLabel="Keep order"
          onDismiss={onClose}
        />
      </div>
    </form>
  );
}
