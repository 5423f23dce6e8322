import type { ComponentType } from 'react';
import { Navigate, useParams } from 'react-router';
import {
  isCheckoutStep,
  SUBSCRIPTION_CHECKOUT_BASE_PATH,
  SUBSCRIPTION_FLOW,
  type CheckoutStep,
} from '@fillwell/domain';
import {
  AdditionalInfoStep,
  DeliveryAddressStep,
  LoginOrSignupStep,
  PhoneNumberStep,
  StepFrame,
} from '@/features/checkout/shared-steps';
import {
  SubscriptionBasicInfoStep,
  SubscriptionPaymentStep,
} from '../components/subscription-steps';
import { SubscriptionSummary } from '../components/subscription-summary';
import { useSubscriptionCheckout } from '../subscription-checkout-context';

/** The subscription flow's screens: the checkout's own, except where a subscription differs. */
const STEP_SCREENS: Partial<Record<CheckoutStep, ComponentType>> = {
  'login-or-signup': LoginOrSignupStep,
  'basic-info': SubscriptionBasicInfoStep,
  'delivery-address': DeliveryAddressStep,
  'additional-info': AdditionalInfoStep,
  'phone-number': PhoneNumberStep,
  'payment-info': SubscriptionPaymentStep,
};

/** /checkout/subscriptions/:step; a step of another flow goes to the first one still to do. */
export function SubscriptionStepPage() {
  const { step = '' } = useParams();
  const { account, cart } = useSubscriptionCheckout();
  if (!isCheckoutStep(step)) return <Navigate to="/not-found" replace />;
  const Screen = STEP_SCREENS[step];
  const isSignedInOnLogin = step === 'login-or-signup' && account !== null;
  if (!Screen || !SUBSCRIPTION_FLOW.includes(step) || isSignedInOnLogin) {
    return <Navigate to={SUBSCRIPTION_CHECKOUT_BASE_PATH} replace />;
  }
  return (
    <StepFrame flow={SUBSCRIPTION_FLOW} step={step} summary={<SubscriptionSummary cart={cart} />}>
      <Screen key={step} />
    </StepFrame>
  );
}
