import { NETWORK_IDS } from '@fillwell/domain';
import type { AppConfig } from '../../config';
import type { AppDatabase } from '../../db/client';
import type { OrderRow } from '../../db/schema/index';
import { isUniqueViolation } from '../../db/errors';
import { createPaymentProvider } from '../../adapters/payments/index';
import { findDefaultAddress } from '../addresses/address-repository';
import type { CartService } from '../cart/index';
import type { CatalogueIndex } from '../catalog/index';
import { listCardRows } from '../payments/card-repository';
import type { PharmacyIndex } from '../pharmacies/index';
import { SERVER_INSTANCE_ID } from '../server-instances/index';
import { createOrderRecordId } from './order-ids';
import { toAddressSnapshot, toPharmacySnapshot } from './order-plan';
import {
  findOrderByKey,
  insertOrder,
  insertOrderEvents,
  type NewOrder,
  type NewOrderItem,
} from './order-repository';
import { createOrderSettlement, describeSettled, type SettleOutcome } from './order-settlement';

/** One medication of an order the service places by itself, priced by the caller. */
export interface StandingOrderItem {
  medId: number;
  medNameId: number;
  slug: string;
  formattedName: string;
  formattedDescription: string;
  quantity: number;
  priceCategory: string;
  priceCents: number;
  /** consultation when a clinician of the service prescribes it; null for a held prescription. */
  rxSrcType: string | null;
  isRecurring: boolean;
}

export interface StandingOrderRequest {
  accountId: string;
  /** refill (auto-refill) or subscription (a renewal). */
  origin: 'refill' | 'subscription' | 'specialty';
  /** Names the attempt: the same key places and charges one order, however often it is sent. */
  idempotencyKey: string;
  items: readonly StandingOrderItem[];
  /** A one-time fee charged with the items (a subscription's medical fee). */
  feeCents?: number;
  /** The card to charge; else the account's default card. */
  cardId?: string | null;
  telemedCurrentState?: string | null;
}

export type StandingOrderOutcome =
  | SettleOutcome
  /** Nothing was ordered: the account has no card, or no shipping address. */
  | { kind: 'not_placed'; reason: 'no_card' | 'no_address'; message: string };

export interface StandingOrdersOptions {
  db: AppDatabase;
  config: Pick<AppConfig, 'stripe'>;
  catalogue: CatalogueIndex;
  pharmacies: PharmacyIndex;
  cart: Pick<CartService, 'resetCartAfterPurchase'>;
  onUnexpectedError: (error: unknown) => void;
  /** The server instance settling the orders it places; this process by default. */
  instanceId?: string;
}

const NO_CARD_MESSAGE = 'There is no card on file to charge. Add a card in your account.';
const NO_ADDRESS_MESSAGE = 'There is no shipping address on file. Add one in your account.';

/**
 * Orders the service places on a person's behalf (auto-refills, subscription renewals): home
 * delivery from the mail-order pharmacy, charged to the saved card through the same settlement
 * as a purchase, so the same key never makes two orders or two charges. A declined charge
 * cancels the order and frees its key, as for a purchase: the caller decides whether to retry.
 */
export async function createStandingOrders(options: StandingOrdersOptions) {
  const { db, pharmacies } = options;
  const instanceId = options.instanceId ?? SERVER_INSTANCE_ID;
  const provider = await createPaymentProvider(options.config, db, {
    onUnexpectedError: options.onUnexpectedError,
  });
  const settlement = createOrderSettlement({
    db,
    catalogue: options.catalogue,
    cart: options.cart,
    provider,
  });

  async function planStandingOrder(request: StandingOrderRequest) {
    const cards = await listCardRows(db, request.accountId);
    const card = request.cardId
      ? cards.find((row) => row.id === request.cardId)
      : (cards.find((row) => row.isDefault) ?? cards[0]);
    const address = await findDefaultAddress(db, request.accountId);
    if (!card) return { kind: 'not_placed', reason: 'no_card', message: NO_CARD_MESSAGE } as const;
    if (!address) {
      return { kind: 'not_placed', reason: 'no_address', message: NO_ADDRESS_MESSAGE } as const;
    }
    const id = createOrderRecordId('ord');
    const mailOrder = pharmacies.listMailOrder()[0]?.record;
    const subtotalCents = request.items.reduce((sum, item) => sum + item.priceCents, 0);
    const feeCents = request.feeCents ?? 0;
    const order: NewOrder = {
      id,
      accountId: request.accountId,
      idempotencyKey: request.idempotencyKey,
      cartId: null,
      status: 'open',
      fulfillmentStatus: 'pending',
      fulfillment: 'delivery',
      priceCategory: request.items[0]?.priceCategory ?? 'delivery',
      pharmacyNetworkId: NETWORK_IDS.delivery,
      pharmacy: mailOrder ? toPharmacySnapshot(mailOrder, NETWORK_IDS.delivery) : null,
      shippingAddress: toAddressSnapshot(address),
      subtotalCents,
      couponCode: null,
      couponDescription: null,
      discountCents: 0,
      walletCents: 0,
      consultationFeeCents: feeCents,
      totalCents: subtotalCents + feeCents,
      paymentCardId: card.id,
      cardBrand: card.brand,
      cardLast4: card.last4,
      reimbursementConsent: false,
      telemedCurrentState: request.telemedCurrentState ?? null,
      telemedTreatmentType: null,
      failureMessage: null,
      cancellationReason: null,
      origin: request.origin,
      settlingInstanceId: instanceId,
      // Renewals and refills tell the person in their own messages.
      isConfirmationDue: false,
    };
    const items: NewOrderItem[] = request.items.map((item, position) => ({
      id: createOrderRecordId('oi'),
      orderId: id,
      cartItemId: null,
      medId: item.medId,
      medNameId: item.medNameId,
      slug: item.slug,
      formattedName: item.formattedName,
      formattedDescription: item.formattedDescription,
      quantity: item.quantity,
      priceCategory: item.priceCategory,
      basePriceCents: item.priceCents,
      priceWithCouponsCents: item.priceCents,
      consultationPriceCents: null,
      rxSrcType: item.rxSrcType,
      transferSource: null,
      rxSrcPharmacyId: null,
      rxSrcProviderId: null,
      isRecurring: item.isRecurring,
      isAutoRefillEligible: item.isRecurring,
      position,
    }));
    return { kind: 'planned', order, items } as const;
  }

  /** Records the order open (or finds the one this key made), then settles it. */
  async function place(request: StandingOrderRequest): Promise<StandingOrderOutcome> {
    const existing = await findOrderByKey(db, request.accountId, request.idempotencyKey);
    if (existing) return settleExisting(existing);
    const plan = await planStandingOrder(request);
    if (plan.kind === 'not_placed') return plan;
    try {
      await db.transaction(async (tx) => {
        await insertOrder(tx, plan.order, plan.items);
        await insertOrderEvents(tx, [
          { orderId: plan.order.id, kind: 'created', toStatus: 'open', actor: 'system' },
        ]);
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const raced = await findOrderByKey(db, request.accountId, request.idempotencyKey);
      if (!raced) throw error;
      return settleExisting(raced);
    }
    return settlement.settle(plan.order.id);
  }

  function settleExisting(order: OrderRow): Promise<SettleOutcome> {
    if (order.status === 'open') return settlement.settle(order.id);
    return Promise.resolve(describeSettled(order, false));
  }

  return { place };
}

export type StandingOrders = Awaited<ReturnType<typeof createStandingOrders>>;
