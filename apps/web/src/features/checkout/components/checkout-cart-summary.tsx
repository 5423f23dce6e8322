import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Cart } from '@fillwell/contracts';
import { CartPriceLines } from '@/features/cart';

interface SummaryAsideProps {
  headingId: string;
  title: string;
  /** Where "Edit" leads, and what it says to a screen reader. */
  editPath: string;
  editLabel: string;
  children: ReactNode;
}

/** What is being bought, beside each step of a checkout, with an Edit link back to it. */
export function SummaryAside({
  headingId,
  title,
  editPath,
  editLabel,
  children,
}: SummaryAsideProps) {
  return (
    <aside
      aria-labelledby={headingId}
      className="flex flex-col gap-3 self-start rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex items-center justify-between gap-4">
        <h2 id={headingId} className="text-lg font-bold text-ink">
          {title}
        </h2>
        <Link
          to={editPath}
          aria-label={editLabel}
          className="font-semibold text-brand-800 underline"
        >
          Edit
        </Link>
      </div>
      {children}
    </aside>
  );
}

/** The cart beside each step: 'Your Cart' with an Edit link back to /cart. */
export function CheckoutCartSummary({ cart }: { cart: Cart }) {
  return (
    <SummaryAside
      headingId="checkout-cart-heading"
      title="Your Cart"
      editPath="/cart"
      editLabel="Edit your cart"
    >
      <ul className="flex flex-col divide-y divide-slate-200">
        {cart.items.map((item) => (
          <li key={item.id} className="flex justify-between gap-4 py-2">
            <div>
              <p className="font-semibold text-ink">{item.formattedName}</p>
              <p className="text-sm text-muted">{item.formattedDescription}</p>
              {item.price.consultationPrice ? (
                <p className="text-sm text-muted">
                  + online doctor visit {item.price.consultationPrice.displayValue}
                </p>
              ) : null}
            </div>
            <p className="font-semibold whitespace-nowrap text-ink">
              {item.price.basePrice.displayValue}
            </p>
          </li>
        ))}
      </ul>
      <CartPriceLines cart={cart} />
    </SummaryAside>
  );
}
