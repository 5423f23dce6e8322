import { useState } from 'react';
import { useParams } from 'react-router';
import type { PartnerOrder } from '@fillwell/contracts';
import { PARTNER_CONSOLE_PATH } from '@fillwell/domain';
import { FulfillmentProgress } from '@/features/pharmacy-plus/components';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage, isHttpError, PageLoadFailure } from '@/lib/api';
import { useAdvanceFulfillmentMutation, useGetPartnerOrderQuery } from '../api';
import { ConsoleCard, ConsolePage } from '../components/console-page';
import { describeOrderStatus, formatDateTime, listNextSteps } from '../partner-format';

const BACK = { to: PARTNER_CONSOLE_PATH, label: 'Back to patients and orders' };

/** /partner/orders/{id}: an order's items, delivery, note and payment; moved along its steps. */
export function PartnerOrderPage() {
  const { orderId = '' } = useParams();
  const { data, error } = useGetPartnerOrderQuery(orderId, { refetchOnMountOrArgChange: true });
  if (error) {
    if (isHttpError(error) && (error.status === 404 || error.status === 400)) {
      return (
        <ConsolePage title="Order" back={BACK}>
          <FormAlert message={getErrorMessage(error)} />
        </ConsolePage>
      );
    }
    return <PageLoadFailure error={error} />;
  }
  if (!data) return <Spinner className="py-12" message="Loading the order…" />;
  return <OrderDetails order={data} />;
}

function OrderDetails({ order }: { order: PartnerOrder }) {
  const [advance, { isLoading }] = useAdvanceFulfillmentMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const name = `${order.patient.firstName} ${order.patient.lastName}`;

  async function moveTo(status: ReturnType<typeof listNextSteps>[number]['status']) {
    setFailure(null);
    const result = await advance({ orderId: order.id, status });
    if (result.error) setFailure(getErrorMessage(result.error));
  }

  return (
    <ConsolePage title={`Order ${order.orderNumber ?? ''} for ${name}`} back={BACK}>
      <ConsoleCard title="Status">
        <p className="mb-3 font-semibold text-ink">{describeOrderStatus(order)}</p>
        {order.orderStatus === 'paid' ? <FulfillmentProgress order={order} /> : null}
        <div className="mt-4 flex flex-wrap gap-2">
          {listNextSteps(order).map((step) => (
            <Button key={step.status} disabled={isLoading} onClick={() => void moveTo(step.status)}>
              {step.label}
            </Button>
          ))}
        </div>
        <div className="mt-3">
          <FormAlert message={failure} />
        </div>
      </ConsoleCard>
      <ConsoleCard title="Items">
        <ul className="flex flex-col gap-2 text-ink">
          {order.items.map((item) => (
            <li key={item.id}>
              {item.name}: {item.quantity} ({item.daysSupply}-day supply), {item.price.displayValue}
              {item.status === 'cancelled' ? ' (cancelled)' : ''}
              {item.detail.selectedAutoRefillOptedIn ? ' · auto-refill' : ''}
            </li>
          ))}
        </ul>
        <p className="mt-3 font-semibold text-ink">Total {order.total.displayValue}</p>
      </ConsoleCard>
      <ConsoleCard title="Delivery and payment">
        <dl className="grid gap-2 text-ink sm:grid-cols-[12rem_1fr]">
          <dt className="font-semibold">Fulfillment</dt>
          <dd>
            {order.fulfillmentSelection
              ? `${order.fulfillmentSelection.displayName}${order.fulfillmentSelection.signatureOptedIn ? ', signature required' : ''}`
              : 'Not chosen'}
          </dd>
          <dt className="font-semibold">Ship to</dt>
          <dd>
            {order.shippingAddress
              ? `${order.shippingAddress.address1}, ${order.shippingAddress.city}, ${order.shippingAddress.state} ${order.shippingAddress.zipCode}`
              : 'Pickup at the pharmacy'}
          </dd>
          <dt className="font-semibold">Special instructions</dt>
          <dd>{order.specialInstructions ?? 'None'}</dd>
          <dt className="font-semibold">Paid with</dt>
          <dd>
            {order.paymentCard
              ? `${order.paymentCard.brand} ending ${order.paymentCard.last4}`
              : 'Not paid yet'}
          </dd>
          <dt className="font-semibold">Submitted</dt>
          <dd>{order.submittedOn ? formatDateTime(order.submittedOn) : 'Not yet'}</dd>
        </dl>
      </ConsoleCard>
    </ConsolePage>
  );
}
