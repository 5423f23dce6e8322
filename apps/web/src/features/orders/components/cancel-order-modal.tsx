import { useId, useState, type FormEvent } from 'react';
import { CANCELLATION_REASONS, type Order, type OrderItem } from '@fillwell/contracts';
import { Button } from '@/components/ui/button';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { FieldError } from '@/components/ui/field-error';
import { FormAlert } from '@/components/ui/form-alert';
import { Modal } from '@/components/ui/modal';
import { getErrorMessage } from '@/lib/api';
import { useCancelOrderItemMutation, useCancelOrderMutation } from '../api';
import {
  checkCancellationReason,
  isCancellationChoice,
  OTHER_REASON,
  type CancellationChoice,
} from '../cancellation-reason';

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

const REASON_OPTIONS = CANCELLATION_REASONS.map((reason) => ({ value: reason, label: reason }));

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
  const [choice, setChoice] = useState<CancellationChoice | null>(null);
  const [otherText, setOtherText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { cancel, isCancelling, failure } = useCancellation(target);
  const isItem = target.item !== null;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const check = checkCancellationReason(choice, otherText);
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
        <ChoiceGroup
          legend="Why are you cancelling?"
          layout="column"
          options={REASON_OPTIONS}
          value={choice}
          onChange={(value) => {
            setChoice(isCancellationChoice(value) ? value : null);
            setError(null);
          }}
          error={choice === OTHER_REASON ? undefined : (error ?? undefined)}
        />
        {choice === OTHER_REASON ? (
          <OtherReasonField value={otherText} onChange={setOtherText} error={error} />
        ) : null}
        <FormAlert message={failure} />
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button type="submit" disabled={isCancelling}>
            {isCancelling ? 'Cancelling…' : isItem ? 'Cancel medication' : 'Cancel order'}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {isItem ? 'Keep medication' : 'Keep order'}
          </Button>
        </div>
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

interface OtherReasonFieldProps {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}

function OtherReasonField({ value, onChange, error }: OtherReasonFieldProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        Tell us more
      </label>
      <textarea
        id={id}
        rows={3}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        className={`rounded-lg border bg-white px-3 py-2 text-base text-ink ${
          error ? 'border-red-700' : 'border-slate-400'
        }`}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
