import type { Account, Cart, SavedCard } from '@fillwell/contracts';
import { createCart, createCartItem } from '@/features/cart/testing/cart-fixtures';
import { createUserResponse, TEST_ACCOUNT } from '@/test/fixtures';
import { stubApi, wireResponse, type ApiCall } from '@/test/stub-api';

/** An account that has done every step that is about the person. */
export const READY_ACCOUNT: Account = {
  ...TEST_ACCOUNT,
  dob: '1980-04-02',
  gender: 'female',
  mobileNumber: '3145550123',
  paymentCardCount: 1,
  hasShippingAddress: true,
};

export const PICKUP_PHARMACY: NonNullable<Cart['pharmacy']> = {
  id: 'rx-1234567890',
  name: 'Corner Pharmacy',
  npi: '1234567890',
  brand: { shortName: 'corner', formattedName: 'Corner Pharmacy' },
  address: { street1: '1 Main St', street2: null, city: 'New York', state: 'NY', zipCode: '10001' },
};

export const SAVED_CARD: SavedCard = {
  id: 'card_1',
  brand: 'visa',
  last4: '4242',
  expMonth: 12,
  expYear: 2031,
  default: true,
};

export function createPickupCart(overrides: Partial<Cart> = {}): Cart {
  return createCart([createCartItem()], { pharmacy: PICKUP_PHARMACY, ...overrides });
}

/** The cart once verify-rx is done: every item's prescription confirmed, kept with the cart. */
export function confirmPrescriptions(cart: Cart): Cart {
  return { ...cart, confirmedPrescriptions: cart.items.map((item) => item.medId) };
}

type Responder = (call: ApiCall) => Response | Promise<Response>;

/**
 * The calls every checkout page makes (the account, the cart, cards, the default address),
 * with `routes` added or replacing them. The cart answered is the one `setCart` last set.
 */
export function stubCheckoutApi(
  options: { account?: Account | null; cart?: Cart; routes?: Record<string, Responder> } = {},
) {
  let cart = options.cart ?? createPickupCart();
  const account = options.account === undefined ? READY_ACCOUNT : options.account;
  const calls = stubApi({
    'GET /api/v2/user': () => wireResponse(createUserResponse(account)),
    'GET /api/v2/cart': () => wireResponse(cart),
    'GET /api/cards': () => wireResponse([SAVED_CARD]),
    'GET /api/v2/user/account/address': () => wireResponse({ result: null }),
    ...options.routes,
  });
  return {
    calls,
    getCart: () => cart,
    setCart: (next: Cart) => {
      cart = next;
    },
  };
}
