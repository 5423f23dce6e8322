import type { Cart, CartItem } from '@fillwell/contracts';
import { DELIVERY_FLOW, getNextCheckoutPath, PICKUP_FLOW } from '@fillwell/domain';
import { createCart, createCartItem } from '@/features/cart/testing/cart-fixtures';
import { TEST_ACCOUNT } from '@/test/fixtures';
import { buildCheckoutProgress, getFlowForCart, type CheckoutFacts } from './checkout-progress';

const COMPLETE_ACCOUNT = {
  ...TEST_ACCOUNT,
  dob: '1980-04-02',
  gender: 'female' as const,
  mobileNumber: '3145550123',
  paymentCardCount: 1,
  hasShippingAddress: true,
};
const PHARMACY = {
  id: 'rx-1',
  name: 'Corner Pharmacy',
  npi: '1234567890',
  brand: { shortName: 'corner', formattedName: 'Corner' },
  address: { street1: '1 Main St', street2: null, city: 'New York', state: 'NY', zipCode: '10001' },
};

/** A cart whose items' prescriptions were all confirmed on verify-rx. */
function confirmedCart(items: CartItem[], overrides: Partial<Cart> = {}): Cart {
  return createCart(items, {
    confirmedPrescriptions: items.map((item) => item.medId),
    ...overrides,
  });
}

function facts(overrides: Partial<CheckoutFacts> = {}): CheckoutFacts {
  return {
    account: COMPLETE_ACCOUNT,
    cart: confirmedCart([createCartItem()], { pharmacy: PHARMACY }),
    patientProfile: null,
    savedCardCount: 0,
    ...overrides,
  };
}

describe('the checkout progress', () => {
  it('sends a visitor to login-or-signup', () => {
    const progress = buildCheckoutProgress(facts({ account: null }));
    expect(getNextCheckoutPath(PICKUP_FLOW, progress)).toBe('/checkout/login-or-signup');
  });

  it('asks for basic info until first name, last name, date of birth and gender are known', () => {
    const progress = buildCheckoutProgress(facts({ account: { ...COMPLETE_ACCOUNT, dob: null } }));
    expect(getNextCheckoutPath(PICKUP_FLOW, progress)).toBe('/checkout/basic-info');
  });

  it('asks about prescriptions until every item is confirmed', () => {
    const unconfirmed = createCart([createCartItem()], { pharmacy: PHARMACY });
    const progress = buildCheckoutProgress(facts({ cart: unconfirmed }));
    expect(progress.arePrescriptionsConfirmed).toBe(false);
    expect(getNextCheckoutPath(PICKUP_FLOW, progress)).toBe('/checkout/verify-rx');
  });

  it('needs a pharmacy for pickup', () => {
    const item = createCartItem();
    const progress = buildCheckoutProgress(facts({ cart: confirmedCart([item]) }));
    expect(getNextCheckoutPath(PICKUP_FLOW, progress)).toBe('/checkout/select-pharmacy');
  });

  it('needs the telehealth address only with a doctor visit in the cart', () => {
    const visit = createCartItem({ rxSrcType: 'consultation' });
    const withVisit = buildCheckoutProgress(
      facts({
        account: { ...COMPLETE_ACCOUNT, hasShippingAddress: false },
        cart: confirmedCart([visit], { pharmacy: PHARMACY }),
      }),
    );
    expect(getNextCheckoutPath(PICKUP_FLOW, withVisit)).toBe('/checkout/telehealth-address');
    const withoutVisit = buildCheckoutProgress(
      facts({ account: { ...COMPLETE_ACCOUNT, hasShippingAddress: false } }),
    );
    expect(getNextCheckoutPath(PICKUP_FLOW, withoutVisit)).toBe('/checkout/review-order');
  });

  it('counts a card on file from the account or from the saved cards', () => {
    const noCards = { ...COMPLETE_ACCOUNT, paymentCardCount: 0 };
    expect(buildCheckoutProgress(facts({ account: noCards })).hasCard).toBe(false);
    expect(buildCheckoutProgress(facts({ account: noCards, savedCardCount: 1 })).hasCard).toBe(
      true,
    );
  });

  it('needs phone and email before the card in the pickup flow', () => {
    const progress = buildCheckoutProgress(
      facts({ account: { ...COMPLETE_ACCOUNT, mobileNumber: null, paymentCardCount: 0 } }),
    );
    expect(getNextCheckoutPath(PICKUP_FLOW, progress)).toBe('/checkout/phone-number');
  });

  it('needs a source for each delivery prescription, then the address and health profile', () => {
    const item = createCartItem({ fulfillment: 'delivery', priceCategory: 'delivery' });
    const cart = confirmedCart([item], { fulfillment: 'delivery' });
    expect(getFlowForCart(cart)).toBe(DELIVERY_FLOW);
    const account = { ...COMPLETE_ACCOUNT, hasShippingAddress: false };
    const noSource = buildCheckoutProgress(facts({ cart, account }));
    expect(getNextCheckoutPath(DELIVERY_FLOW, noSource)).toBe('/checkout/transfer-rx');
    const sourced = confirmedCart([{ ...item, transferSource: 'user' }], {
      fulfillment: 'delivery',
    });
    const noAddress = buildCheckoutProgress(facts({ cart: sourced, account }));
    expect(getNextCheckoutPath(DELIVERY_FLOW, noAddress)).toBe('/checkout/delivery-address');
    const noProfile = buildCheckoutProgress(facts({ cart: sourced }));
    expect(getNextCheckoutPath(DELIVERY_FLOW, noProfile)).toBe('/checkout/additional-info');
    const patientProfile = {
      hasAllergies: false,
      hasOtherMedications: false,
      hasMedicalConditions: false,
      allergies: [],
      otherMedications: [],
      medicalConditions: [],
    };
    const done = buildCheckoutProgress(facts({ cart: sourced, patientProfile }));
    expect(getNextCheckoutPath(DELIVERY_FLOW, done)).toBe('/checkout/review-order');
  });
});
