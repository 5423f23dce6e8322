import type { ComponentType } from 'react';
import { Navigate, useParams } from 'react-router';
import { CHECKOUT_BASE_PATH, isCheckoutStep, type CheckoutStep } from '@fillwell/domain';
import { useCheckout } from '../checkout-context';
import { CheckoutFrame } from '../components/checkout-frame';
import { AdditionalInfoStep } from '../steps/additional-info-step';
import { DeliveryAddressStep, TelehealthAddressStep } from '../steps/address-step';
import { BasicInfoStep } from '../steps/basic-info-step';
import { LoginOrSignupStep } from '../steps/login-or-signup-step';
import { PaymentInfoStep } from '../steps/payment-info-step';
import { PhoneNumberStep } from '../steps/phone-number-step';
import { SelectPharmacyStep } from '../steps/select-pharmacy-step';
import { TransferRxStep } from '../steps/transfer-rx-step';
import { VerifyRxStep } from '../steps/verify-rx-step';

const STEP_SCREENS: Record<CheckoutStep, ComponentType> = {
  'login-or-signup': LoginOrSignupStep,
  'basic-info': BasicInfoStep,
  'verify-rx': VerifyRxStep,
  'select-pharmacy': SelectPharmacyStep,
  'transfer-rx': TransferRxStep,
  'delivery-address': DeliveryAddressStep,
  'telehealth-address': TelehealthAddressStep,
  'additional-info': AdditionalInfoStep,
  'payment-info': PaymentInfoStep,
  'phone-number': PhoneNumberStep,
};

/** /checkout/:step (the layout sends unknown steps to not-found); another flow's step: /checkout. */
export function CheckoutStepPage() {
  const { step = '' } = useParams();
  const { flow, cart } = useCheckout();
  if (!isCheckoutStep(step)) return <Navigate to="/not-found" replace />;
  if (!flow.includes(step)) return <Navigate to={CHECKOUT_BASE_PATH} replace />;
  const Screen = STEP_SCREENS[step];
  return (
    <CheckoutFrame flow={flow} step={step} cart={cart}>
      <Screen key={step} />
    </CheckoutFrame>
  );
}
