import { Link, useParams } from 'react-router';
import { BUTTON_STYLES } from '@/components/ui/button-styles';
import { Spinner } from '@/components/ui/spinner';
import { PageLoadFailure } from '@/lib/api';
import { useGetSpecialtyOrderQuery } from '../api';
import { SpecialtyFrame } from '../components/specialty-frame';
import { SPECIALTY_TEXT } from '../specialty-text';

/** /specialty/8/{orderId}: the order the specialty flow placed. */
export function SpecialtyConfirmationPage() {
  const orderId = useParams().orderId ?? '';
  const { currentData: order, error } = useGetSpecialtyOrderQuery(orderId);
  if (error) return <PageLoadFailure error={error} />;
  if (!order) return <Spinner className="py-10" />;
  const address = order.shippingAddress;
  return (
    <SpecialtyFrame title={SPECIALTY_TEXT.confirmationTitle}>
      <p className="text-lg text-ink">
        Order number <span className="font-bold">{order.orderNumber}</span>
      </p>
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {order.items.map((item) => (
          <li key={item.id} className="flex items-start justify-between gap-4 p-4">
            <div>
              <p className="font-semibold text-ink">{item.formattedName}</p>
              <p className="text-sm text-muted">Quantity {item.quantity}</p>
            </div>
            <p className="font-semibold text-ink">{item.price.priceWithCoupons.displayValue}</p>
          </li>
        ))}
      </ul>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-ink">
        <dt>{order.shipping.label}</dt>
        <dd className="text-right">{order.shipping.price.displayValue}</dd>
        <dt className="font-bold">Total</dt>
        <dd className="text-right font-bold">{order.total.displayValue}</dd>
      </dl>
      {address ? (
        <p className="text-ink">
          Shipping to {address.address1}
          {address.address2 ? `, ${address.address2}` : ''}, {address.city}, {address.state}{' '}
          {address.zipCode}
        </p>
      ) : null}
      <Link to="/account/orders" className={BUTTON_STYLES.secondary}>
        {SPECIALTY_TEXT.viewOrders}
      </Link>
    </SpecialtyFrame>
  );
}
