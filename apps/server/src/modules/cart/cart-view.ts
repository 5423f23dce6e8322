import { toPharmacyAddress } from '../pharmacies/index';
import type { Cart } from '@fillwell/contracts';
import { getFulfillment, SHIPPING_LABELS } from '@fillwell/domain';
import type { CartRow } from '../../db/schema/index';
import type { PharmacyRecord } from '../pharmacies/index';
import { toMoney, type CartLine, type CartPricing } from './cart-pricing';
import type { CartCheckoutAnswers } from './checkout-answers';

export interface CartViewInput {
  cart: CartRow | null;
  lines: readonly CartLine[];
  pricing: CartPricing;
  pharmacy: PharmacyRecord | undefined;
  isBlocked: boolean;
  answers: CartCheckoutAnswers;
}

/** The cart as the API answers it. */
export function toCartView({
  cart,
  lines,
  pricing,
  pharmacy,
  isBlocked,
  answers,
}: CartViewInput): Cart {
  const fulfillment = lines[0] ? getFulfillment(lines[0].priceCategory) : null;
  return {
    id: cart?.id ?? null,
    ...pricing,
    hasCoupons: pricing.coupon !== null,
    fulfillment,
    shipping: fulfillment ? { label: SHIPPING_LABELS[fulfillment], price: toMoney(0) } : null,
    pharmacy: pharmacy ? toCartPharmacy(pharmacy) : null,
    pharmacyBrand: cart?.pharmacyBrand ?? null,
    cartPharmacyNetworkId: cart?.pharmacyNetworkId ?? null,
    isBlocked,
    ...answers,
    updatedOn: cart?.updatedAt.toISOString() ?? null,
  };
}

function toCartPharmacy(record: PharmacyRecord): NonNullable<Cart['pharmacy']> {
  return {
    id: record.id,
    name: record.name,
    npi: record.npi,
    brand: { shortName: record.chainShortName, formattedName: record.chainFormattedName },
    address: toPharmacyAddress(record),
  };
}
