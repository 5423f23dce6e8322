import { toPharmacyAddress } from '../pharmacies/index';
import type { Cart, PurchaseRequest } from '@fillwell/contracts';
import { NETWORK_IDS, type PriceCategory } from '@fillwell/domain';
import type {
  OrderAddressSnapshot,
  OrderPharmacySnapshot,
  PaymentCardRow,
  ShippingAddressRow,
} from '../../db/schema/index';
import type { PharmacyRecord } from '../pharmacies/index';
import { createOrderRecordId } from './order-ids';
import type { NewOrder, NewOrderItem } from './order-repository';

/** Everything a new order is made of: the priced cart the person saw and their choices. */
export interface OrderPlanInput {
  accountId: string;
  idempotencyKey: string;
  cartId: string;
  view: Cart;
  request: PurchaseRequest;
  card: PaymentCardRow | null;
  shippingAddress: ShippingAddressRow | null;
  pharmacy: PharmacyRecord | null;
  walletCents: number;
  /** The person's state for a doctor's visit, when the request does not say. */
  accountTelemedState: string | null;
  /** The server instance that settles the order. */
  settlingInstanceId: string;
}

export interface OrderPlan {
  order: NewOrder;
  items: NewOrderItem[];
}

export function toPharmacySnapshot(
  record: PharmacyRecord,
  networkId: number,
): OrderPharmacySnapshot {
  return {
    id: record.id,
    name: record.name,
    npi: record.npi,
    networkId,
    brand: { shortName: record.chainShortName, formattedName: record.chainFormattedName },
    address: toPharmacyAddress(record),
    phone: record.phone,
  };
}

export function toAddressSnapshot(row: ShippingAddressRow): OrderAddressSnapshot {
  return {
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    specialInstructions: row.specialInstructions,
  };
}

/** The network the order is filled in: the cart's choice, else its price category's. */
function chooseNetworkId(view: Cart, category: PriceCategory): number {
  if (view.fulfillment === 'delivery') return NETWORK_IDS.delivery;
  return view.cartPharmacyNetworkId ?? NETWORK_IDS[category];
}

function toOrderItems(orderId: string, view: Cart): NewOrderItem[] {
  return view.items.map((item, position) => ({
    id: createOrderRecordId('oi'),
    orderId,
    cartItemId: item.id,
    medId: item.medId,
    medNameId: item.medNameId,
    slug: item.slug,
    formattedName: item.formattedName,
    formattedDescription: item.formattedDescription,
    quantity: item.quantity,
    priceCategory: item.priceCategory,
    basePriceCents: item.price.basePrice.amountCents,
    priceWithCouponsCents: item.price.priceWithCoupons.amountCents,
    consultationPriceCents: item.price.consultationPrice?.amountCents ?? null,
    rxSrcType: item.rxSrcType,
    transferSource: item.transferSource,
    rxSrcPharmacyId: item.rxSrcPharmacyId,
    rxSrcProviderId: item.rxSrcProviderId,
    isRecurring: item.isRecurring,
    isAutoRefillEligible: item.isAutoRefillEligible,
    position,
  }));
}

/** The order (status open) and its items, with every price copied from the cart as shown. */
export function planOrder(input: OrderPlanInput): OrderPlan {
  const { view, request, card } = input;
  const id = createOrderRecordId('ord');
  const category = view.items[0]?.priceCategory ?? 'edlp';
  const networkId = chooseNetworkId(view, category);
  const consultationFeeCents = view.items.reduce(
    (sum, item) => sum + (item.price.consultationPrice?.amountCents ?? 0),
    0,
  );
  return {
    order: {
      id,
      accountId: input.accountId,
      idempotencyKey: input.idempotencyKey,
      cartId: input.cartId,
      status: 'open',
      fulfillmentStatus: 'pending',
      fulfillment: view.fulfillment ?? 'pickup',
      priceCategory: category,
      pharmacyNetworkId: networkId,
      pharmacy: input.pharmacy ? toPharmacySnapshot(input.pharmacy, networkId) : null,
      shippingAddress:
        view.fulfillment === 'delivery' && input.shippingAddress
          ? toAddressSnapshot(input.shippingAddress)
          : null,
      subtotalCents: view.subtotal.amountCents,
      couponCode: view.coupon?.code ?? null,
      couponDescription: view.coupon?.description ?? null,
      discountCents: view.coupon?.appliedAmount.amountCents ?? 0,
      walletCents: input.walletCents,
      consultationFeeCents,
      totalCents: view.total.amountCents,
      paymentCardId: card?.id ?? null,
      cardBrand: card?.brand ?? null,
      cardLast4: card?.last4 ?? null,
      reimbursementConsent: request.reimbursementConsent === true,
      telemedCurrentState: request.telemedCurrentState ?? input.accountTelemedState,
      telemedTreatmentType: request.telemedTreatmentType ?? null,
      failureMessage: null,
      cancellationReason: null,
      origin: 'cart',
      settlingInstanceId: input.settlingInstanceId,
      isConfirmationDue: true,
    },
    items: toOrderItems(id, view),
  };
}
