import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Cart, SavedCard, ShippingAddress } from '@fillwell/contracts';
import { formatMoney, getCardBrandInfo, SHIPPING_LABELS } from '@fillwell/domain';

interface ReviewCardProps {
  title: string;
  editPath: string;
  editLabel: string;
  children: ReactNode;
}

/** A reviewed part of an order, with a "Change" link back to the step that set it. */
function ReviewCard({ title, editPath, editLabel, children }: ReviewCardProps) {
  const headingId = `review-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-2 rounded-2xl bg-white p-4 ring-1 ring-slate-200"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-bold text-ink">
          {title}
        </h2>
        <Link
          to={editPath}
          aria-label={editLabel}
          className="font-semibold text-brand-800 underline"
        >
          Change
        </Link>
      </div>
      {children}
    </section>
  );
}

function ShippingLine({ label }: { label: string }) {
  return (
    <p className="flex justify-between text-ink">
      <span>{label}</span>
      <span className="font-semibold">{formatMoney(0)}</span>
    </p>
  );
}

/** Where the order goes: the pickup pharmacy, or the delivery address. */
export function FulfillmentCard({
  cart,
  address,
}: {
  cart: Cart;
  address: ShippingAddress | null | undefined;
}) {
  if (cart.fulfillment === 'delivery') {
    return <DeliveryCard address={address} editPath="/checkout/delivery-address" />;
  }
  const pharmacy = cart.pharmacy;
  return (
    <ReviewCard title="Pickup" editPath="/checkout/select-pharmacy" editLabel="Change pharmacy">
      {pharmacy ? (
        <address className="text-ink not-italic">
          <span className="font-semibold">{pharmacy.name}</span>
          <br />
          {pharmacy.address.street1}, {pharmacy.address.city}, {pharmacy.address.state}{' '}
          {pharmacy.address.zipCode}
        </address>
      ) : null}
      <ShippingLine label={SHIPPING_LABELS.pickup} />
    </ReviewCard>
  );
}

/** Home delivery to the address (once it is loaded), shipped free. */
export function DeliveryCard({
  address,
  editPath,
}: {
  address: ShippingAddress | null | undefined;
  editPath: string;
}) {
  return (
    <ReviewCard title="Delivery" editPath={editPath} editLabel="Change delivery address">
      {address ? (
        <address className="text-ink not-italic">
          {address.address1}
          {address.address2 ? `, ${address.address2}` : ''}
          <br />
          {address.city}, {address.state} {address.zipCode}
        </address>
      ) : null}
      <ShippingLine label={SHIPPING_LABELS.delivery} />
    </ReviewCard>
  );
}

export function describeSavedCard(card: Pick<SavedCard, 'brand' | 'last4'>): string {
  const brand = card.brand === 'unknown' ? 'Card' : getCardBrandInfo(card.brand).displayName;
  return `${brand} ending in ${card.last4}`;
}

/** The card the order is charged to. */
export function PaymentCard({
  card,
  editPath = '/checkout/payment-info',
}: {
  card: SavedCard | null;
  editPath?: string;
}) {
  return (
    <ReviewCard title="Payment" editPath={editPath} editLabel="Change payment card">
      <p className="text-ink">{card ? describeSavedCard(card) : 'Your default card'}</p>
    </ReviewCard>
  );
}
