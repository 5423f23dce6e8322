import { useState } from 'react';
import type { ReverieOrder, ReveriePrescription } from '@fillwell/contracts';
import { FormNotice } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { PageLoadFailure } from '@/lib/api';
import { useGetOpenOrderQuery } from '../api';
import { FulfillmentOptions } from './fulfillment-options';
import { OrderItems } from './order-items';
import { OrderPayment } from './order-payment';
import { PlusSection } from './plus-section';
import { PrescriptionsToAdd } from './prescriptions-to-add';
import { SpecialInstructionsForm } from './special-instructions-form';

interface OpenOrderProps {
  patientId: string;
  prescriptions: ReveriePrescription[];
}

/** Building the order: prescriptions to add, items and prices, fulfillment, note, payment. */
export function OpenOrder({ patientId, prescriptions }: OpenOrderProps) {
  const { data: order, error } = useGetOpenOrderQuery(patientId);
  const [submitted, setSubmitted] = useState<ReverieOrder | null>(null);
  if (error) return <PageLoadFailure error={error} />;
  if (!order) return <Spinner className="py-8" message="Loading your order…" />;
  return (
    <>
      {submitted ? (
        <FormNotice>
          Order {submitted.orderNumber} was sent to {submitted.pharmacy.name}. You can follow it
          under Past orders.
        </FormNotice>
      ) : null}
      <PlusSection title="Your prescriptions">
        <PrescriptionsToAdd prescriptions={prescriptions} order={order} />
      </PlusSection>
      <PlusSection title="Your order">
        <OrderItems order={order} />
      </PlusSection>
      <PlusSection title="Pickup or delivery">
        <FulfillmentOptions order={order} />
      </PlusSection>
      <PlusSection title="Special instructions">
        <SpecialInstructionsForm key={order.id} order={order} />
      </PlusSection>
      <PlusSection title="Payment">
        <OrderPayment order={order} onSubmitted={setSubmitted} />
      </PlusSection>
    </>
  );
}
