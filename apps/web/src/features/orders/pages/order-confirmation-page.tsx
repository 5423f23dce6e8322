import { Link, Navigate, useParams } from 'react-router';
import type { Order } from '@fillwell/contracts';
import { PRODUCT } from '@fillwell/domain';
import { BUTTON_STYLES } from '@/components/ui/button-styles';
import { Spinner } from '@/components/ui/spinner';
import { isHttpError, PageLoadFailure } from '@/lib/api';
import { ordersApi, useGetOrderQuery } from '../api';
import { getOrderConsultationStep } from '../consultation-next-step';
import { ConfirmationHeadline } from '../components/confirmation-headline';
import { ConsultationCard } from '../components/consultation-card';
import { DigitalCardInfo } from '../components/digital-card-info';
import { FulfillmentPlaceCard } from '../components/fulfillment-place-card';
import { FulfillmentTimeline } from '../components/fulfillment-timeline';
import { OrderCard } from '../components/order-card';
import { OrderItemsList } from '../components/order-items-list';
import { OrderTotals } from '../components/order-totals';
import { PaymentMethodCard } from '../components/payment-method-card';
import { PrescriptionInstructionsCard } from '../components/prescription-instructions-card';
import { getOrderQueryOptions, isOrderCancelled, isOrderFinal } from '../order-rules';

/** An order that is not the visitor's answers 404, like one that does not exist. */
function isNotFound(error: unknown): boolean {
  return isHttpError(error) && (error.status === 404 || error.status === 400);
}

/** The order, asked for again every few seconds until it is final (the timeline moves). */
function useOrderWhileOpen(orderId: string) {
  const { data } = ordersApi.endpoints.getOrder.useQueryState(orderId);
  const isPolling = data !== undefined && !isOrderFinal(data);
  return useGetOrderQuery(orderId, getOrderQueryOptions(isPolling));
}

/** /checkout/order-confirmation/{orderId} */
export function OrderConfirmationPage() {
  const { orderId = '' } = useParams();
  const { data: order, error } = useOrderWhileOpen(orderId);
  if (!order && isNotFound(error)) return <Navigate to="/not-found" replace />;
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:py-10">
      <title>{`Order confirmation | ${PRODUCT.name}`}</title>
      {order ? <OrderConfirmation order={order} /> : null}
      {!order && error ? <PageLoadFailure error={error} /> : null}
      {!order && !error ? <Spinner className="py-16" message="Loading your order…" /> : null}
    </div>
  );
}

function OrderConfirmation({ order }: { order: Order }) {
  const visitStep = order.consultationId ? getOrderConsultationStep(order) : null;
  return (
    <div className="flex flex-col gap-6">
      <ConfirmationHeadline order={order} />
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="flex flex-col gap-6">
          <PrescriptionInstructionsCard order={order} />
          {visitStep ? <ConsultationCard step={visitStep} /> : null}
          {isOrderCancelled(order) ? null : (
            <OrderCard title="Fulfillment status">
              <FulfillmentTimeline steps={order.timeline} />
            </OrderCard>
          )}
          <OrderCard title="Your order">
            <OrderItemsList order={order} />
            <OrderTotals order={order} />
          </OrderCard>
        </div>
        <div className="flex flex-col gap-6">
          <FulfillmentPlaceCard order={order} />
          {order.fulfillment === 'pickup' && order.digitalCard ? (
            <DigitalCardInfo card={order.digitalCard} />
          ) : null}
          <PaymentMethodCard paymentMethod={order.paymentMethod} />
        </div>
      </div>
      <Link to="/account" className={`${BUTTON_STYLES.primary} self-center sm:self-start`}>
        Go to Your Account
      </Link>
    </div>
  );
}
