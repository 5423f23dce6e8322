import { useState } from 'react';
import type { NimbusCartResponse } from '@fillwell/contracts';
import { formatNimbusAmount } from '@fillwell/domain';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { getErrorMessage } from '@/lib/api';
import { createRandomKey } from '../specialty-keys';
import { usePurchaseNimbusCartMutation } from '../api';
import { SPECIALTY_TEXT } from '../specialty-text';

interface NimbusCartReviewProps {
  cart: NimbusCartResponse;
  /** Called with the purchase's next step (/specialty/8/{orderId}). */
  onPurchased: (nextStep: string) => void;
}

/** /specialty/7: what the pharmacy prescribed, its amounts (cents ÷ 100), and Place order. */
export function NimbusCartReview({ cart, onPurchased }: NimbusCartReviewProps) {
  // One key per visit of the review: a second click or a retry buys once.
  const [idempotencyKey] = useState(createRandomKey);
  const [purchase, { error, isLoading }] = usePurchaseNimbusCartMutation();

  if (cart.items.length === 0) {
    return <p className="text-ink">{SPECIALTY_TEXT.emptyCart}</p>;
  }

  const placeOrder = async () => {
    const result = await purchase({ request: {}, idempotencyKey });
    if ('data' in result && result.data) onPurchased(result.data.nextStep);
  };

  return (
    <section aria-labelledby="nimbus-cart-heading" className="flex flex-col gap-4">
      <h2 id="nimbus-cart-heading" className="text-lg font-bold text-ink">
        {cart.pharmacyName ? `From ${cart.pharmacyName}` : 'Your prescriptions'}
      </h2>
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {cart.items.map((item) => (
          <li key={item.prescriptionId} className="flex items-start justify-between gap-4 p-4">
            <div>
              <p className="font-semibold text-ink">{item.name}</p>
              <p className="text-sm text-muted">
                Quantity {item.quantity} · {item.daysSupply}-day supply
              </p>
            </div>
            <p className="font-semibold text-ink">{formatNimbusAmount(item.amount)}</p>
          </li>
        ))}
      </ul>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-ink">
        <dt>Subtotal</dt>
        <dd className="text-right">{formatNimbusAmount(cart.subtotal)}</dd>
        <dt>Shipping</dt>
        <dd className="text-right">{formatNimbusAmount(cart.shipping)}</dd>
        <dt className="font-bold">Total</dt>
        <dd className="text-right font-bold">{formatNimbusAmount(cart.total)}</dd>
      </dl>
      <FormAlert message={error ? getErrorMessage(error) : null} />
      <Button onClick={() => void placeOrder()} disabled={isLoading}>
        {isLoading ? 'Placing your order…' : SPECIALTY_TEXT.placeOrder}
      </Button>
    </section>
  );
}
