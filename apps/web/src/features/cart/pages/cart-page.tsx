import type { Cart } from '@fillwell/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { MedicationSearchBox } from '@/features/search';
import { PageLoadFailure } from '@/lib/api';
import { useGetCartQuery } from '../api';
import { CartItemRow } from '../components/cart-item-row';
import { CartSummary } from '../components/cart-summary';

/** /cart: 'Your Cart'. */
export function CartPage() {
  const { data, error } = useGetCartQuery();
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:py-10">
      <title>Your Cart | Fillwell</title>
      <h1 className="mb-6 text-3xl font-extrabold text-ink">Your Cart</h1>
      {error ? <PageLoadFailure error={error} /> : null}
      {!data && !error ? <Spinner message="Loading your cart…" /> : null}
      {data ? <CartContents cart={data} /> : null}
    </div>
  );
}

function CartContents({ cart }: { cart: Cart }) {
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
      <div className="space-y-6">
        {cart.items.length ? (
          <section aria-labelledby="cart-items-heading">
            <h2 id="cart-items-heading" className="sr-only">
              Medications
            </h2>
            {cart.pharmacy ? (
              <p className="text-sm text-muted">
                Pickup at {cart.pharmacy.name}, {cart.pharmacy.address.street1},{' '}
                {cart.pharmacy.address.city}
              </p>
            ) : null}
            <ul className="divide-y divide-slate-200">
              {cart.items.map((item) => (
                <CartItemRow key={item.id} item={item} />
              ))}
            </ul>
          </section>
        ) : (
          <EmptyState
            title="There's nothing in your cart yet."
            suggestion="Find a medication to compare prices"
          />
        )}
        <section aria-labelledby="add-medication-heading" className="space-y-2">
          <h2 id="add-medication-heading" className="text-lg font-bold text-ink">
            Add a medication
          </h2>
          <MedicationSearchBox landmarkLabel="Add a medication" />
        </section>
      </div>
      <CartSummary cart={cart} />
    </div>
  );
}
