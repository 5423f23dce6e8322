import { useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, Navigate, useNavigate } from 'react-router';
import {
  CHECKOUT_MESSAGES,
  formatMoney,
  getNextSubscriptionCheckoutPath,
  SUBSCRIPTION_CHECKOUT_BASE_PATH,
  SUBSCRIPTION_REVIEW_PATH,
} from '@fillwell/domain';
import { useGetDefaultAddressQuery } from '@/features/addresses';
import {
  createIdempotencyKey,
  DeliveryCard,
  PaymentCard,
  PurchaseProblemAlert,
  StepHeader,
} from '@/features/checkout/shared-steps';
import { selectSavedCards, selectSelectedCardId } from '@/features/payments';
import { useGetCardsQuery } from '@/features/payments/components';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { Spinner } from '@/components/ui/spinner';
import { invalidateAfterSubscriptionPurchase, usePurchaseSubscriptionMutation } from '../api';
import { RenewalTerms } from '../components/renewal-terms';
import { SubscriptionMedDetails } from '../components/subscription-med-details';
import {
  useSubscriptionAccount,
  useSubscriptionCheckout,
  type FilledSubscriptionCart,
} from '../subscription-checkout-context';
import {
  isSettledFailure,
  toSubscriptionProblem,
  type SubscriptionProblem,
} from '../subscription-problems';
import { useSubscriptionProgress } from '../subscription-progress';

/** /checkout/subscriptions/review-order: only once every step is done; otherwise the next step. */
export function SubscriptionReviewPage() {
  const { account } = useSubscriptionCheckout();
  const progress = useSubscriptionProgress(account);
  if (!progress) return <Spinner className="py-16" message="Loading your order…" />;
  const next = getNextSubscriptionCheckoutPath(progress);
  if (next !== SUBSCRIPTION_REVIEW_PATH) return <Navigate to={next} replace />;
  return <SubscriptionOrderSummary />;
}

/** One key per purchase attempt: a retry after a timeout repeats it, a refusal starts anew. */
function useAttemptKey() {
  const keyRef = useRef<string | null>(null);
  return {
    read: () => (keyRef.current ??= createIdempotencyKey()),
    reset: () => {
      keyRef.current = null;
    },
  };
}

function SubscriptionOrderSummary() {
  const { cart, markPurchased } = useSubscriptionCheckout();
  const account = useSubscriptionAccount();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const topRef = useRef<HTMLDivElement>(null);
  useGetCardsQuery();
  const cardId = useSelector(selectSelectedCardId);
  const [purchase, { isLoading }] = usePurchaseSubscriptionMutation();
  const attemptKey = useAttemptKey();
  const [hasConsent, setHasConsent] = useState(false);
  const [problem, setProblem] = useState<SubscriptionProblem | null>(null);

  async function completePurchase() {
    setProblem(null);
    const result = await purchase({
      idempotencyKey: attemptKey.read(),
      request: {
        medId: cart.med.medId,
        medNameId: cart.med.medNameId,
        medPriceId: cart.med.medPriceId,
        quantity: cart.med.quantity,
        sanofiConsentGiven: hasConsent,
        telemedCurrentState: account.telemedCurrentState ?? '',
        cardId: cardId ?? undefined,
      },
    });
    if (result.data) {
      markPurchased();
      await navigate(`/checkout/order-confirmation/${encodeURIComponent(result.data.orderId)}`);
      dispatch(invalidateAfterSubscriptionPurchase());
      return;
    }
    if (isSettledFailure(result.error)) attemptKey.reset();
    setProblem(toSubscriptionProblem(result.error));
    topRef.current?.scrollIntoView?.({ block: 'start' });
  }

  return (
    <div ref={topRef} className="mx-auto flex max-w-3xl scroll-mt-4 flex-col gap-6 px-4 py-6">
      <StepHeader title="Order Summary" pageTitle="Review your subscription" />
      {problem ? <PurchaseProblemAlert problem={problem} /> : null}
      <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-ink">
        {CHECKOUT_MESSAGES.shippingDelay}
      </p>
      <ReviewedSubscription cart={cart} />
      <DeliveryAndPayment cardId={cardId} />
      <SubscriptionConsent cart={cart} hasConsent={hasConsent} onConsentChange={setHasConsent} />
      <Button disabled={isLoading || !hasConsent} onClick={() => void completePurchase()}>
        {isLoading ? 'Processing…' : 'Complete Purchase'}
      </Button>
    </div>
  );
}

function ReviewedSubscription({ cart }: { cart: FilledSubscriptionCart }) {
  return (
    <section
      aria-labelledby="review-subscription-heading"
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200"
    >
      <h2 id="review-subscription-heading" className="text-lg font-bold text-ink">
        Monthly telehealth subscription
      </h2>
      <SubscriptionMedDetails cart={cart} />
    </section>
  );
}

/** Where the subscription ships and the card it is charged to, each with a way to change it. */
function DeliveryAndPayment({ cardId }: { cardId: string | null }) {
  const { data: address } = useGetDefaultAddressQuery();
  const cards = useSelector(selectSavedCards);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <DeliveryCard
        address={address}
        editPath={`${SUBSCRIPTION_CHECKOUT_BASE_PATH}/delivery-address`}
      />
      <PaymentCard
        card={cards.find((saved) => saved.id === cardId) ?? null}
        editPath={`${SUBSCRIPTION_CHECKOUT_BASE_PATH}/payment-info`}
      />
    </div>
  );
}

interface SubscriptionConsentProps {
  cart: FilledSubscriptionCart;
  hasConsent: boolean;
  onConsentChange: (hasConsent: boolean) => void;
}

/** The subscription consent and the terms of a telehealth subscription. */
function SubscriptionConsent({ cart, hasConsent, onConsentChange }: SubscriptionConsentProps) {
  const monthly = formatMoney(cart.cycleCostCents ?? 0);
  const medical = formatMoney(cart.medicalFee?.amountCents ?? 0);
  return (
    <section aria-labelledby="subscription-terms-heading" className="flex flex-col gap-3">
      <h2 id="subscription-terms-heading" className="text-lg font-bold text-ink">
        Subscription terms
      </h2>
      <RenewalTerms />
      <p className="text-sm text-ink">
        Read the{' '}
        <Link to="/terms" className="font-semibold text-brand-800 underline">
          Terms of Use
        </Link>{' '}
        and the{' '}
        <Link to="/telemed-restrictions" className="font-semibold text-brand-800 underline">
          telehealth restrictions
        </Link>
        .
      </p>
      <CheckboxField
        label={`I agree to a monthly telehealth subscription: ${monthly} charged every month until I cancel, and a one-time, non-refundable medical fee of ${medical} today.`}
        checked={hasConsent}
        onChange={(event) => onConsentChange(event.target.checked)}
      />
    </section>
  );
}
