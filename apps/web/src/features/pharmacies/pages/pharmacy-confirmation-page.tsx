import { Link, useSearchParams } from 'react-router';
import { BUTTON_STYLES } from '@/components/ui/button-styles';
import { PageFrame } from '@/components/ui/page-frame';
import { Spinner } from '@/components/ui/spinner';
import { useGetCartQuery } from '@/features/cart';
import { PageLoadFailure } from '@/lib/api';
import { PHARMACY_EDIT_PATHS, readEditVariant } from '../pharmacy-edit-rules';

/** /pharmacy-confirmation: the pharmacy the cart is filled at, with ways on or back. */
export function PharmacyConfirmationPage() {
  const [params] = useSearchParams();
  const editPath = PHARMACY_EDIT_PATHS[readEditVariant(params.get('from'))];
  const { currentData: cart, error } = useGetCartQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  if (error) return <PageLoadFailure error={error} />;
  if (!cart) return <Spinner className="py-10" />;
  const pharmacy = cart.pharmacy;
  if (!pharmacy) {
    return (
      <PageFrame title="Choose a pharmacy">
        <div className="mt-6 flex flex-col items-start gap-4">
          <p className="text-ink">You have not chosen a pharmacy yet.</p>
          <Link to={editPath} className={BUTTON_STYLES.primary}>
            Choose a pharmacy
          </Link>
        </div>
      </PageFrame>
    );
  }
  const { street1, street2, city, state, zipCode } = pharmacy.address;
  return (
    <PageFrame title="Your pharmacy is confirmed">
      <div className="mt-6 flex flex-col gap-6">
        <section
          aria-label="Your pharmacy"
          className="rounded-xl border border-slate-200 bg-white p-4"
        >
          <p className="text-lg font-bold text-ink">{pharmacy.name}</p>
          <p className="text-muted">
            {street2 ? `${street1}, ${street2}` : street1}, {city}, {state} {zipCode}
          </p>
        </section>
        <div className="flex flex-wrap gap-3">
          {cart.items.length > 0 ? (
            <Link to="/checkout" className={BUTTON_STYLES.primary}>
              Continue to checkout
            </Link>
          ) : (
            <Link to="/cart" className={BUTTON_STYLES.primary}>
              Go to your cart
            </Link>
          )}
          <Link to={editPath} className={BUTTON_STYLES.secondary}>
            Change pharmacy
          </Link>
        </div>
      </div>
    </PageFrame>
  );
}
