import type { Price } from '@fillwell/contracts';
import { PRICE_CATEGORY_LABELS } from '@fillwell/domain';
import { describeBreakdown, formatPart } from '../price-rules';

interface PriceBreakdownProps {
  price: Price;
  displayQuantity: string;
}

/** "How this price is made": a native disclosure, so keyboard and screen readers just work. */
export function PriceBreakdown({ price, displayQuantity }: PriceBreakdownProps) {
  const lines = describeBreakdown(price, displayQuantity);
  return (
    <details className="group rounded-2xl border border-slate-200 bg-white p-4">
      <summary className="cursor-pointer font-semibold text-brand-800">
        How this price is made
      </summary>
      <div className="mt-3">
        <p className="text-sm text-muted">
          {PRICE_CATEGORY_LABELS[price.category]} price for {displayQuantity}. Every price is the
          pharmacy&apos;s cost plus a markup and a fee, nothing hidden.
        </p>
        <dl className="mt-3 divide-y divide-slate-200" data-testid="price-breakdown">
          {lines.map((line) => (
            <div key={line.label} className="flex flex-wrap justify-between gap-x-4 py-2">
              <dt className="font-medium text-ink">{line.label}</dt>
              <dd className="font-semibold text-ink" data-part-cents={line.amountCents}>
                {formatPart(line.amountCents)}
              </dd>
              <dd className="w-full text-sm text-muted">{line.explanation}</dd>
            </div>
          ))}
          <div className="flex justify-between gap-x-4 py-2">
            <dt className="font-bold text-ink">Total</dt>
            <dd className="font-bold text-ink" data-total-cents={price.amountCents}>
              {price.displayValue}
            </dd>
          </div>
        </dl>
      </div>
    </details>
  );
}
