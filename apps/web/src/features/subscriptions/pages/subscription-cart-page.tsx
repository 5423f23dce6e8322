import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { SubscriptionCartMed } from '@fillwell/contracts';
import {
  PRODUCT,
  SUBSCRIPTION_CART_PATH,
  SUBSCRIPTION_CHECKOUT_BASE_PATH,
  SUBSCRIPTION_MESSAGES,
} from '@fillwell/domain';
import { BUTTON_STYLES } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { FormAlert } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage, PageLoadFailure } from '@/lib/api';
import {
  useGetSubscriptionCartQuery,
  useGetSubscriptionEligibilityQuery,
  useSetSubscriptionCartMutation,
} from '../api';
import { RenewalTerms } from '../components/renewal-terms';
import { SubscriptionPriceLines } from '../components/subscription-price-lines';
import { isFilledCart, type FilledSubscriptionCart } from '../subscription-checkout-context';

const TITLE = 'Your Subscription';

/** ?med_id=&quantity= as whole numbers, or null when the link carries no choice. */
export function readCartChoice(
  params: URLSearchParams,
): { medId: number; quantity: number } | null {
  const medId = Number(params.get('med_id'));
  const quantity = Number(params.get('quantity'));
  if (!Number.isSafeInteger(medId) || !Number.isSafeInteger(quantity)) return null;
  return medId > 0 && quantity > 0 ? { medId, quantity } : null;
}

/** Puts the medication a link chose in the cart once, then shows the cart at its plain path. */
function useChoiceFromLink(): { isSaving: boolean; error: string | null } {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [setCart] = useSetSubscriptionCartMutation();
  const [error, setError] = useState<string | null>(null);
  const handled = useRef<string | null>(null);
  const choice = readCartChoice(params);
  const medId = choice?.medId ?? null;
  const quantity = choice?.quantity ?? null;

  useEffect(() => {
    const key = `${medId}:${quantity}`;
    if (medId === null || quantity === null || handled.current === key) return;
    handled.current = key;
    void setCart({ medId, quantity }).then((result) => {
      setError(result.error ? getErrorMessage(result.error) : null);
      void navigate(SUBSCRIPTION_CART_PATH, { replace: true });
    });
  }, [medId, quantity, setCart, navigate]);

  // While the link's choice is in the address, it is being saved.
  return { isSaving: choice !== null, error };
}

/** /subs/cart: the subscription cart (a link may choose its medication with ?med_id&quantity). */
export function SubscriptionCartPage() {
  const { isSaving, error } = useChoiceFromLink();
  const cart = useGetSubscriptionCartQuery(undefined, { skip: isSaving });
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-6 sm:py-10">
      <title>{`${TITLE} | ${PRODUCT.name}`}</title>
      <h1 className="text-3xl font-extrabold text-ink">{TITLE}</h1>
      <FormAlert message={error} />
      {isSaving || (!cart.data && !cart.error) ? (
        <Spinner message="Loading your subscription…" />
      ) : null}
      {!isSaving && cart.error && !cart.data ? <PageLoadFailure error={cart.error} /> : null}
      {!isSaving && cart.data ? (
        isFilledCart(cart.data) ? (
          <SubscriptionCartContents cart={cart.data} />
        ) : (
          <EmptyState
            title={`${SUBSCRIPTION_MESSAGES.emptyCart}.`}
            suggestion="Choose a treatment to subscribe to"
          />
        )
      ) : null}
    </div>
  );
}

function SubscriptionCartContents({ cart }: { cart: FilledSubscriptionCart }) {
  const blocking = useBlockingIneligibility(cart.med);
  return (
    <div className="flex flex-col gap-5">
      <section
        aria-labelledby="subscription-med-heading"
        className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      >
        <div>
          <h2 id="subscription-med-heading" className="text-xl font-bold text-ink">
            {cart.med.name}
          </h2>
          <p className="text-muted">{cart.med.formattedDescription}</p>
          <p className="mt-1 text-ink">
            Medication and online care every month, shipped free. A doctor reviews your online visit
            before your first month ships.
          </p>
        </div>
        <SubscriptionPriceLines cart={cart} />
      </section>
      <RenewalTerms />
      {blocking ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-800">
          {blocking}
        </p>
      ) : null}
      {blocking ? null : (
        <Link
          to={SUBSCRIPTION_CHECKOUT_BASE_PATH}
          className={`${BUTTON_STYLES.primary} self-start`}
        >
          Continue
        </Link>
      )}
    </div>
  );
}

/**
 * Why this person cannot buy it, when that is known: the drug is not offered, or the person's
 * age, sex or state rules the visit out. An unknown state is asked for at checkout instead.
 */
function useBlockingIneligibility(med: SubscriptionCartMed): string | null {
  const { data } = useGetSubscriptionEligibilityQuery({
    medNameId: med.medNameId,
    medId: med.medId,
  });
  if (!data || data.isEligible) return null;
  if (data.isOffered && data.state === null) return null;
  return data.reason;
}
