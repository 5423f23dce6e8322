import {
  isPatientProfileComplete,
  type Account,
  type Cart,
  type CartItem,
  type PatientProfile,
} from '@fillwell/contracts';
import {
  DELIVERY_FLOW,
  PICKUP_FLOW,
  type CheckoutProgress,
  type CheckoutStep,
} from '@fillwell/domain';

/** What the checkout knows when it judges which steps are done. */
export interface CheckoutFacts {
  account: Account | null;
  cart: Cart;
  /** medIds answered on verify-rx (the cart state's confirmedPrescriptions). */
  confirmedPrescriptions: readonly number[];
  /** Delivery only; null while not loaded or never saved. */
  patientProfile: PatientProfile | null;
  savedCardCount: number;
}

/** Delivery carts follow the delivery flow; every other cart the pickup flow. */
export function getFlowForCart(cart: Pick<Cart, 'fulfillment'>): readonly CheckoutStep[] {
  return cart.fulfillment === 'delivery' ? DELIVERY_FLOW : PICKUP_FLOW;
}

export function isConsultationItem(item: Pick<CartItem, 'rxSrcType'>): boolean {
  return item.rxSrcType === 'consultation';
}

/** A delivery item knows where its prescription comes from: a visit, the person, or a transfer. */
export function hasPrescriptionSource(
  item: Pick<CartItem, 'rxSrcType' | 'transferSource'>,
): boolean {
  return item.rxSrcType !== null || item.transferSource !== null;
}

function isProfileComplete(account: Account): boolean {
  return Boolean(account.firstName && account.lastName && account.dob && account.gender);
}

export function buildCheckoutProgress(facts: CheckoutFacts): CheckoutProgress {
  const { account, cart, confirmedPrescriptions, patientProfile, savedCardCount } = facts;
  const hasAddress = account?.hasShippingAddress ?? false;
  return {
    isLoggedIn: account !== null,
    isProfileComplete: account ? isProfileComplete(account) : false,
    arePrescriptionsConfirmed: cart.items.every((item) =>
      confirmedPrescriptions.includes(item.medId),
    ),
    isPharmacySelected: cart.pharmacy !== null,
    hasPrescriptionSources: cart.items.every(hasPrescriptionSource),
    needsTelehealthAddress: cart.items.some(isConsultationItem),
    hasTelehealthAddress: hasAddress,
    hasShippingAddress: hasAddress,
    isHealthProfileComplete: patientProfile ? isPatientProfileComplete(patientProfile) : false,
    hasEmail: Boolean(account?.email),
    hasPhone: Boolean(account?.mobileNumber),
    hasCard: (account?.paymentCardCount ?? 0) > 0 || savedCardCount > 0,
  };
}
