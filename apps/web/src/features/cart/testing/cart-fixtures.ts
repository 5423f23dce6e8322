import type { Cart, CartItem } from '@fillwell/contracts';
import { formatMoney } from '@fillwell/domain';

const money = (cents: number) => ({ amountCents: cents, displayValue: formatMoney(cents) });

export function createCartItem(overrides: Partial<CartItem> = {}): CartItem {
  return {
    id: 'item_1',
    medId: 240139578,
    medNameId: 1,
    priceId: 'p-240139578-30-edlp',
    name: 'Atorvastatin',
    formattedName: 'Atorvastatin',
    formattedDescription: '20mg tablet, 30 tablets',
    slug: 'atorvastatin',
    quantity: 30,
    price: {
      basePrice: money(1311),
      priceWithCoupons: money(1311),
      priceCategory: 'edlp',
      consultationPrice: null,
      displayValue: '$13.11',
    },
    priceCategory: 'edlp',
    fulfillment: 'pickup',
    isTelemedEligible: true,
    isAutoRefillEligible: false,
    isRecurring: false,
    rxSrcType: null,
    transferSource: null,
    rxSrcPharmacyId: null,
    rxSrcProviderId: null,
    rxSourceName: null,
    promotionalCategory: null,
    ...overrides,
  };
}

export function createCart(items: CartItem[] = [], overrides: Partial<Cart> = {}): Cart {
  const subtotal = items.reduce((sum, item) => sum + item.price.basePrice.amountCents, 0);
  return {
    id: items.length ? 'cart_1' : null,
    items,
    subtotal: money(subtotal),
    total: money(subtotal),
    coupon: null,
    promotionNote: null,
    hasCoupons: false,
    walletCredit: null,
    fulfillment: items.length ? 'pickup' : null,
    shipping: items.length ? { label: 'Local Pickup', price: money(0) } : null,
    pharmacy: null,
    pharmacyBrand: null,
    cartPharmacyNetworkId: null,
    reimbursementConsentRequired: false,
    reimbursementConsentMessage: null,
    isBlocked: false,
    confirmedPrescriptions: [],
    isBuyingConsultations: [],
    updatedOn: items.length ? '2026-11-23T12:00:00.000Z' : null,
    ...overrides,
  };
}
