import { useRef, useState, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, Navigate, useNavigate } from 'react-router';
import {
  CHECKOUT_MESSAGES,
  formatMoney,
  getNextSubscriptionCheckoutPath,
  SHIPPING_LABELS,
  SUBSCRIPTION_CHECKOUT_BASE_PATH,
  SUBSCRIPTION_REVIEW_PATH,
} from '@fillwell/domain';
import { useGetDefaultAddressQuery } from '@/features/addresses';
import {
  createIdempotencyKey,
  describeSavedCard,
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
import { SubscriptionPriceLines } from '../components/subscription-price-lines';
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
      <div className="grid gap-4 sm:grid-cols-2">
        <DeliveryCard />
        <PaymentCardSummary cardId={cardId} />
      </div>
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
      <div>
        <p className="font-semibold text-ink">{cart.med.name}</p>
        <p className="text-sm text-muted">{cart.med.formattedDescription}</p>
      </div>
      <SubscriptionPriceLines cart={cart} />
    </section>
  );
}

interface ReviewCardProps {
  title: string;
  editPath: string;
  editLabel: string;
  children: ReactNode;
}

function ReviewCard({ title, editPath, editLabel, children }: ReviewCardProps) {
  const headingId = `review-${title.toLowerCase()}`;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-2 rounded-2xl bg-white p-4 ring-1 ring-slate-200"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-bold text-ink">
          {title}
        </h2>
        <Link
          to={editPath}
          aria-label={editLabel}
          className="font-semibold text-brand-800 underline"
        >
          Change
        </Link>
      </div>
      {children}
    </section>
  );
}

function DeliveryCard() {
  const { data: address } = useGetDefaultAddressQuery();
  return (
    <ReviewCard
      title="Delivery"
      editPath={`${SUBSCRIPTION_CHECKOUT_BASE_PATH}/delivery-address`}
      editLabel="Change delivery address"
    >
      {address ? (
        <address className="text-ink not-italic">
          {address.address1}
          {address.address2 ? `, ${address.address2}` : ''}
          <br />
          {address.city}, {address.state} {address.zipCode}
        </address>
      ) : null}
      <p className="flex justify-between text-ink">
        <span>{SHIPPING_LABELS.delivery}</span>
        <span className="font-semibold">{formatMoney(0)}</span>
      </p>
    </ReviewCard>
  );
}

function PaymentCardSummary({ cardId }: { cardId: string | null }) {
  const cards = useSelector(selectSavedCards);
  const card = cards.find((saved) => saved.id === cardId) ?? null;
  return (
    <ReviewCard
      title="Payment"
      editPath={`${SUBSCRIPTION_CHECKOUT_BASE_PATH}/payment-info`}
      editLabel="Change payment card"
    >
      <p className="text-ink">{card ? describeSavedCard(card) : 'Your default card'}</p>
    </ReviewCard>
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
