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
  /** With its confirmedPrescriptions: the medIds answered on verify-rx, kept with the cart. */
  cart: Cart;
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

/** Name, date of birth and sex; subscriptions also need the state the person is in. */
export function isProfileComplete(account: Account, isStateRequired = false): boolean {
  const hasState = !isStateRequired || Boolean(account.telemedCurrentState);
  return (
    Boolean(account.firstName && account.lastName && account.dob && account.gender) && hasState
  );
}

/** The steps the account alone completes: sign-in, profile, address, health, contact, card. */
export type AccountProgress = Omit<
  CheckoutProgress,
  | 'arePrescriptionsConfirmed'
  | 'isPharmacySelected'
  | 'hasPrescriptionSources'
  | 'needsTelehealthAddress'
>;

export function buildAccountProgress(
  facts: Pick<CheckoutFacts, 'account' | 'patientProfile' | 'savedCardCount'>,
  isStateRequired = false,
): AccountProgress {
  const { account, patientProfile, savedCardCount } = facts;
  const hasAddress = account?.hasShippingAddress ?? false;
  return {
    isLoggedIn: account !== null,
    isProfileComplete: account ? isProfileComplete(account, isStateRequired) : false,
    hasTelehealthAddress: hasAddress,
    hasShippingAddress: hasAddress,
    isHealthProfileComplete: patientProfile ? isPatientProfileComplete(patientProfile) : false,
    hasEmail: Boolean(account?.email),
    hasPhone: Boolean(account?.mobileNumber),
    hasCard: (account?.paymentCardCount ?? 0) > 0 || savedCardCount > 0,
  };
}

export function buildCheckoutProgress(facts: CheckoutFacts): CheckoutProgress {
  const { cart } = facts;
  return {
    ...buildAccountProgress(facts),
    arePrescriptionsConfirmed: cart.items.every((item) =>
      cart.confirmedPrescriptions.includes(item.medId),
    ),
    isPharmacySelected: cart.pharmacy !== null,
    hasPrescriptionSources: cart.items.every(hasPrescriptionSource),
    needsTelehealthAddress: cart.items.some(isConsultationItem),
  };
}
