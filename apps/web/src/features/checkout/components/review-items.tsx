import type { CartItem } from '@fillwell/contracts';
import { AutoRefillToggle, isAutoRefillOffered } from './auto-refill-toggle';

/**
 * The order's medications at their list prices (promotions are lines of the totals), with an
 * auto-refill switch on each eligible delivery item.
 */
export function ReviewItems({ items }: { items: readonly CartItem[] }) {
  return (
    <section aria-labelledby="review-items-heading" className="flex flex-col gap-3">
      <h2 id="review-items-heading" className="text-lg font-bold text-ink">
        Medications
      </h2>
      <ul className="flex flex-col divide-y divide-slate-200 rounded-2xl bg-white px-4 ring-1 ring-slate-200">
        {items.map((item) => (
          <li key={item.id} className="flex flex-col gap-2 py-3">
            <div className="flex justify-between gap-4">
              <div>
                <h3 className="font-semibold text-ink">{item.formattedName}</h3>
                <p className="text-sm text-muted">{item.formattedDescription}</p>
                {item.price.consultationPrice ? (
                  <p className="text-sm text-muted">
                    With an online doctor visit ({item.price.consultationPrice.displayValue})
                  </p>
                ) : null}
              </div>
              <p className="font-semibold whitespace-nowrap text-ink">
                {item.price.basePrice.displayValue}
              </p>
            </div>
            {isAutoRefillOffered(item) ? <AutoRefillToggle item={item} /> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
