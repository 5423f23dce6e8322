import { useState } from 'react';
import type { ReverieOrder } from '@fillwell/contracts';
import { PaymentInformation } from '@/features/payments/components';
import { FormAlert } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api';
import { useSubmitOrderMutation } from '../api';
import { listActiveItems } from './order-item-row';

interface OrderPaymentProps {
  order: ReverieOrder;
  onSubmitted: (order: ReverieOrder) => void;
}

/** A saved card (or a new one), then Submit order; a refusal says why and keeps the order. */
export function OrderPayment({ order, onSubmitted }: OrderPaymentProps) {
  const [submit, { isLoading }] = useSubmitOrderMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const isReady = listActiveItems(order).length > 0 && order.fulfillmentSelection !== null;

  async function submitWith(cardId: string) {
    setFailure(null);
    const result = await submit({ orderId: order.id, patientId: order.patientId, cardId });
    if (result.data) onSubmitted(result.data);
    else setFailure(getErrorMessage(result.error));
  }

  if (!isReady) {
    return (
      <p className="text-muted">
        Add a prescription and choose how to receive your order, then pay here.
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <FormAlert message={failure} />
      {isLoading ? (
        <Spinner message="Submitting your order…" />
      ) : (
        <PaymentInformation
          continueLabel={`Submit order (${order.total.displayValue})`}
          onContinue={(cardId) => void submitWith(cardId)}
        />
      )}
    </div>
  );
}
