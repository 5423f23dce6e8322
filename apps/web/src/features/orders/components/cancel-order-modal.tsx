import { useState, type FormEvent } from 'react';
import { CANCELLATION_REASONS, type Order, type OrderItem } from '@fillwell/contracts';
import { FormActions } from '@/components/ui/form-actions';
import { FormAlert } from '@/components/ui/form-alert';
import { Modal } from '@/components/ui/modal';
import { ReasonPicker, useReasonChoice } from '@/components/ui/reason-picker';
import { getErrorMessage } from '@/lib/api';
import { useCancelOrderItemMutation, useCancelOrderMutation } from '../api';
import { checkCancellationReason, isCancellationChoice } from '../cancellation-reason';

/** What is being cancelled: the whole order, or one of its items. */
export interface CancellationTarget {
  order: Order;
  item: OrderItem | null;
}

interface CancelOrderModalProps {
  target: CancellationTarget | null;
  onClose: () => void;
  /** Called with the order as it is after the cancellation. */
  onCancelled: (order: Order, target: CancellationTarget) => void;
}

/** Asks why (a listed reason, or Other with words), then cancels the order or the item. */
export function CancelOrderModal({ target, onClose, onCancelled }: CancelOrderModalProps) {
  const title = target?.item ? `Cancel ${target.item.formattedName}?` : 'Cancel this order?';
  return (
    <Modal
      title={title}
      description="Tell us why you are cancelling. What you paid goes back to your card."
      isOpen={target !== null}
      onClose={onClose}
    >
      {target ? (
        <CancellationForm
          key={`${target.order.id}:${target.item?.id ?? ''}`}
          target={target}
          onClose={onClose}
          onCancelled={onCancelled}
        />
      ) : null}
    </Modal>
  );
}

interface CancellationFormProps {
  target: CancellationTarget;
  onClose: () => void;
  onCancelled: CancelOrderModalProps['onCancelled'];
}

function CancellationForm({ target, onClose, onCancelled }: CancellationFormProps) {
  const { choice, otherText, setError, pickerProps } = useReasonChoice();
  const { cancel, isCancelling, failure } = useCancellation(target);
  const isItem = target.item !== null;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const listed = choice !== null && isCancellationChoice(choice) ? choice : null;
    const check = checkCancellationReason(listed, otherText);
    if (!check.isValid) {
      setError(check.message);
      return;
    }
    setError(null);
    const order = await cancel(check.reason);
    if (order) onCancelled(order, target);
  }

  return (
    <form noValidate aria-label="Cancellation" onSubmit={(event) => void handleSubmit(event)}>
      <div className="flex flex-col gap-4">
        <ReasonPicker reasons={CANCELLATION_REASONS} {...pickerProps} />
        <FormAlert message={failure} />
        <FormActions
          submitLabel={isItem ? 'Cancel medication' : 'Cancel order'}
          busyLabel="Cancelling…"
          isBusy={isCancelling}
          dismissLabel={isItem ? 'Keep medication' : 'Keep order'}
          onDismiss={onClose}
        />
      </div>
    </form>
  );
}

/** The cancel call for the target, its progress and its failure message. */
function useCancellation({ order, item }: CancellationTarget) {
  const [cancelOrder, orderCancellation] = useCancelOrderMutation();
  const [cancelItem, itemCancellation] = useCancelOrderItemMutation();
  const [failure, setFailure] = useState<string | null>(null);

  async function cancel(cancellationReason: string): Promise<Order | null> {
    setFailure(null);
    const args = { orderId: order.id, cancellationReason };
    const result = item ? await cancelItem({ ...args, itemId: item.id }) : await cancelOrder(args);
    if (result.error) setFailure(getErrorMessage(result.error));
    return result.data ?? null;
  }

  const isCancelling = orderCancellation.isLoading || itemCancellation.isLoading;
  return { cancel, isCancelling, failure };
}
