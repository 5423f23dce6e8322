import type { Order } from '@fillwell/contracts';
import { getCardBrandInfo } from '@fillwell/domain';
import { OrderCard } from './order-card';

type PaymentMethod = NonNullable<Order['paymentMethod']>;

function getBrandName(brand: PaymentMethod['brand']): string {
  return brand === 'unknown' ? 'Card' : getCardBrandInfo(brand).displayName;
}

/** The card charged, as "Visa ···· 4242". */
export function PaymentMethodCard({ paymentMethod }: { paymentMethod: PaymentMethod | null }) {
  return (
    <OrderCard title="Payment method">
      {paymentMethod ? (
        <p className="text-ink">
          <span className="font-semibold">{getBrandName(paymentMethod.brand)}</span>{' '}
          <span aria-hidden="true">···· </span>
          <span className="sr-only">ending in </span>
          {paymentMethod.last4}
        </p>
      ) : (
        <p className="text-ink">Paid with wallet credit</p>
      )}
    </OrderCard>
  );
}
