import type { Order } from '@fillwell/contracts';
import { formatPhoneNumber } from '@/lib/phone';
import { formatLongDate } from '../order-rules';
import { OrderCard } from './order-card';
import { PharmacyAddress } from './pharmacy-address';

/** Where the order goes: the delivery address and its estimate, or the pickup pharmacy. */
export function FulfillmentPlaceCard({ order }: { order: Order }) {
  if (order.fulfillment === 'delivery') return <DeliveryAddressCard order={order} />;
  if (!order.pharmacy) return null;
  const { phone } = order.pharmacy;
  return (
    <OrderCard title="Pickup pharmacy">
      <PharmacyAddress pharmacy={order.pharmacy}>
        {phone ? (
          <a
            href={`tel:${phone.replace(/\D/g, '')}`}
            className="mt-1 self-start font-semibold text-brand-800 underline"
          >
            {formatPhoneNumber(phone)}
          </a>
        ) : null}
      </PharmacyAddress>
    </OrderCard>
  );
}

function DeliveryAddressCard({ order }: { order: Order }) {
  const address = order.shippingAddress;
  return (
    <OrderCard title="Delivery address">
      {address ? (
        <address className="flex flex-col text-ink not-italic">
          <span>{address.address1}</span>
          {address.address2 ? <span>{address.address2}</span> : null}
          <span>
            {address.city}, {address.state} {address.zipCode}
          </span>
          {address.specialInstructions ? (
            <span className="mt-1 text-sm text-muted">{address.specialInstructions}</span>
          ) : null}
        </address>
      ) : null}
      <p className="mt-3 text-ink">
        Ships free by {order.shipping.label}.
        {order.estimatedDeliveryDate ? (
          <>
            {' '}
            Estimated delivery: <strong>{formatLongDate(order.estimatedDeliveryDate)}</strong>
          </>
        ) : null}
      </p>
    </OrderCard>
  );
}
