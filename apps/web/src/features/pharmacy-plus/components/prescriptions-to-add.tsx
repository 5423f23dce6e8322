import { useState } from 'react';
import type { ReverieOrder, ReveriePrescription } from '@fillwell/contracts';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { useAddOrderItemMutation } from '../api';
import { describeAddItemFailure } from '../pharmacy-plus-errors';
import { createRequestKey } from '../request-key';
import { PrescriptionCard } from './prescription-card';

interface PrescriptionsToAddProps {
  prescriptions: ReveriePrescription[];
  order: ReverieOrder;
}

function isInOrder(order: ReverieOrder, prescriptionId: string): boolean {
  return order.items.some(
    (item) => item.prescriptionId === prescriptionId && item.status !== 'cancelled',
  );
}

/** The patient's prescriptions, each with "Add to order" until it is in the order. */
export function PrescriptionsToAdd({ prescriptions, order }: PrescriptionsToAddProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const [addItem, { isLoading }] = useAddOrderItemMutation();

  async function add(prescription: ReveriePrescription) {
    setFailure(null);
    const result = await addItem({
      orderId: order.id,
      patientId: order.patientId,
      prescriptionId: prescription.id,
      key: createRequestKey(),
    });
    if (result.error) setFailure(describeAddItemFailure(prescription.drugDetail.name));
  }

  if (!prescriptions.length) {
    return <p className="text-muted">Your pharmacy has no prescriptions for you yet.</p>;
  }
  return (
    <div className="flex flex-col gap-3">
      <FormAlert message={failure} />
      <ul className="flex flex-col gap-3">
        {prescriptions.map((prescription) => (
          <PrescriptionCard
            key={prescription.id}
            prescription={prescription}
            actions={
              isInOrder(order, prescription.id) ? (
                <span className="text-sm font-semibold text-brand-800">In your order</span>
              ) : prescription.isOrderable ? (
                <Button
                  variant="secondary"
                  disabled={isLoading}
                  aria-label={`Add ${prescription.drugDetail.name} to order`}
                  onClick={() => void add(prescription)}
                >
                  Add to order
                </Button>
              ) : (
                <span className="text-sm text-muted">Ask your pharmacy to renew</span>
              )
            }
          />
        ))}
      </ul>
    </div>
  );
}
