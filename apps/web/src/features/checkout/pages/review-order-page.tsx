import { useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate, useNavigate } from 'react-router';
import { CHECKOUT_MESSAGES, getNextCheckoutPath, REVIEW_ORDER_PATH } from '@fillwell/domain';
import { useGetDefaultAddressQuery } from '@/features/addresses';
import { purchaseSucceeded } from '@/features/cart';
import { selectSavedCards, selectSelectedCardId } from '@/features/payments';
import { useGetCardsQuery } from '@/features/payments/components';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { Spinner } from '@/components/ui/spinner';
import { invalidateAfterPurchase, usePurchaseMutation } from '../api';
import { useCheckout } from '../checkout-context';
import { ConsentInformationModal } from '../components/checkout-info-modals';
import { PurchaseTerms } from '../components/purchase-terms';
import { OpioidRestrictionModal } from '../components/opioid-restriction-modal';
import { PurchaseProblemAlert } from '../components/purchase-problem-alert';
import { FulfillmentCard, PaymentCard } from '../components/review-cards';
import { ReviewItems } from '../components/review-items';
import { ReviewTotals } from '../components/review-totals';
import { StepHeader } from '../components/step-header';
import { toPurchaseProblem, type PurchaseProblem } from '../purchase-errors';
import { isConsentNeeded } from '../review-order-rules';
import { useCheckoutProgress } from '../use-checkout-progress';
import { usePurchaseKey } from '../use-purchase-key';

/** /checkout/review-order: only once every step is done; otherwise the next step. */
export function ReviewOrderPage() {
  const { flow } = useCheckout();
  const progress = useCheckoutProgress();
  if (!progress) return <Spinner className="py-16" message="Loading your order…" />;
  const next = getNextCheckoutPath(flow, progress);
  if (next !== REVIEW_ORDER_PATH) return <Navigate to={next} replace />;
  return <OrderSummary />;
}

function OrderSummary() {
  const { cart, markPurchased } = useCheckout();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const topRef = useRef<HTMLDivElement>(null);
  const savedCards = useGetCardsQuery();
  const cards = useSelector(selectSavedCards);
  const cardId = useSelector(selectSelectedCardId);
  const address = useGetDefaultAddressQuery(undefined, { skip: cart.fulfillment !== 'delivery' });
  const [purchase, { isLoading }] = usePurchaseMutation();
  const getPurchaseKey = usePurchaseKey(cart.updatedOn);
  const [isWalletUsed, setIsWalletUsed] = useState(false);
  const [hasConsent, setHasConsent] = useState(false);
  const [isConsentInfoOpen, setIsConsentInfoOpen] = useState(false);
  const [problem, setProblem] = useState<PurchaseProblem | null>(null);
  const isConsentShown = isConsentNeeded(cart);
  // The order is bought only once the card it is charged to is on screen.
  const canPurchase = !isLoading && !savedCards.isLoading && (!isConsentShown || hasConsent);

  async function completePurchase() {
    setProblem(null);
    const result = await purchase({
      idempotencyKey: getPurchaseKey(),
      request: {
        reimbursementConsent: isConsentShown ? hasConsent : undefined,
        useWallet: isWalletUsed,
        cardId: cardId ?? undefined,
      },
    });
    if (result.data) {
      markPurchased();
      await navigate(`/checkout/order-confirmation/${encodeURIComponent(result.data.orderId)}`);
      dispatch(purchaseSucceeded({ orderId: result.data.orderId }));
      dispatch(invalidateAfterPurchase());
      return;
    }
    const next = toPurchaseProblem(result.error);
    setProblem(next);
    if (next.kind !== 'opioids') topRef.current?.scrollIntoView?.({ block: 'start' });
  }

  return (
    <div ref={topRef} className="mx-auto flex max-w-3xl scroll-mt-4 flex-col gap-6 px-4 py-6">
      <StepHeader title="Order Summary" pageTitle="Review your order" />
      {problem && problem.kind !== 'opioids' ? <PurchaseProblemAlert problem={problem} /> : null}
      {cart.fulfillment === 'delivery' ? (
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-ink">
          {CHECKOUT_MESSAGES.shippingDelay}
        </p>
      ) : null}
      <ReviewItems items={cart.items} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FulfillmentCard cart={cart} address={address.data} />
        <PaymentCard card={cards.find((card) => card.id === cardId) ?? null} />
      </div>
      <ReviewTotals cart={cart} isWalletUsed={isWalletUsed} onWalletUsedChange={setIsWalletUsed} />
      {isConsentShown ? (
        <div className="flex flex-col items-start gap-1">
          <CheckboxField
            label={cart.reimbursementConsentMessage ?? CHECKOUT_MESSAGES.consentRequired}
            checked={hasConsent}
            onChange={(event) => setHasConsent(event.target.checked)}
          />
          <button
            type="button"
            onClick={() => setIsConsentInfoOpen(true)}
            className="text-sm font-semibold text-brand-800 underline underline-offset-2"
          >
            What does this consent mean?
          </button>
        </div>
      ) : null}
      {isConsentInfoOpen ? (
        <ConsentInformationModal
          message={cart.reimbursementConsentMessage}
          onClose={() => setIsConsentInfoOpen(false)}
        />
      ) : null}
      <PurchaseTerms />
      <Button disabled={!canPurchase} onClick={() => void completePurchase()}>
        {isLoading ? 'Processing…' : 'Complete Purchase'}
      </Button>
      {problem?.kind === 'opioids' ? (
        <OpioidRestrictionModal details={problem.details} onClose={() => setProblem(null)} />
      ) : null}
    </div>
  );
}
