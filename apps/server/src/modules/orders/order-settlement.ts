import { CONSULTATION_FEE_CENTS } from '@fillwell/domain';
import type { AppDatabase } from '../../db/client';
import type { OrderItemRow, OrderRow } from '../../db/schema/index';
import {
  providerFailure,
  type PaymentProvider,
  type ProviderCharge,
  type ProviderError,
  type ProviderResult,
} from '../../adapters/payments/index';
import { NO_CRASH, type CrashPoint } from '../../test-faults/crash-point';
import { listCardRows } from '../payments/card-repository';
import type { CartService, Executor } from '../cart/index';
import type { CatalogueIndex } from '../catalog/index';
import { creditReferralForPaidOrder } from '../referrals/index';
import { attributePaidOrder } from '../analytics/index';
import {
  findOrder,
  insertConsultations,
  insertOrderEvents,
  insertOrderPayment,
  insertWalletEntry,
  listOrderItems,
  lockOrder,
  updateOrder,
} from './order-repository';

export interface OrderSettlementOptions {
  db: AppDatabase;
  catalogue: CatalogueIndex;
  cart: Pick<CartService, 'resetCartAfterPurchase'>;
  provider: PaymentProvider;
  crashPoint?: CrashPoint;
}

/** How settling an open order ended. */
export type SettleOutcome =
  | { kind: 'paid'; order: OrderRow; isNewlyPaid: boolean }
  | { kind: 'failed'; order: OrderRow; message: string }
  /** The provider could not be reached: the order stays open and may be settled again. */
  | { kind: 'unavailable'; order: OrderRow; error: ProviderError };

/** The provider's key for an order's charge: settling the same order twice never charges twice. */
export function toChargeKey(orderId: string): string {
  return `order:${orderId}`;
}

const CARD_GONE_MESSAGE = 'This card is no longer saved. Choose another card and try again.';

function isTransferring(items: readonly OrderItemRow[]): boolean {
  return items.some(
    (item) => item.transferSource === 'pharmacy' || item.transferSource === 'provider',
  );
}

/**
 * Phase two and three of a purchase: charge the card (outside any transaction, as the provider
 * writes on its own) and record the outcome. Safe to run again on the same order, by anyone: the
 * charge is idempotent by the order's key and the outcome is recorded once, on an open order.
 */
export function createOrderSettlement(options: OrderSettlementOptions) {
  const { db, catalogue, cart, provider } = options;
  const crashPoint = options.crashPoint ?? NO_CRASH;

  async function charge(order: OrderRow): Promise<ProviderResult<ProviderCharge> | null> {
    const amountCents = order.totalCents - order.walletCents;
    if (amountCents <= 0) return null;
    const cards = await listCardRows(db, order.accountId);
    const card = cards.find((row) => row.id === order.paymentCardId);
    if (!card) return providerFailure('card_error', 'card_missing', CARD_GONE_MESSAGE);
    return provider.charge({
      accountId: order.accountId,
      providerCardId: card.providerCardId,
      amountCents,
      idempotencyKey: toChargeKey(order.id),
    });
  }

  async function recordConsultations(tx: Executor, order: OrderRow, items: OrderItemRow[]) {
    const visits = items.filter((item) => item.rxSrcType === 'consultation');
    await insertConsultations(
      tx,
      visits.map((item) => ({
        accountId: order.accountId,
        orderId: order.id,
        orderItemId: item.id,
        condition: catalogue.getDrug(item.medNameId)?.telemedConditions[0] ?? 'general',
        medNameId: item.medNameId,
        creationStatus: 'created',
        status: 'incomplete',
        feeCents: item.consultationPriceCents ?? CONSULTATION_FEE_CENTS,
        patientState: order.telemedCurrentState,
        pharmacyId: order.pharmacy?.id ?? null,
        subscriptionId: null,
      })),
    );
  }

  /**
   * Paid: the charge, the wallet credit spent, the doctor visits, the inviter's reward, an empty
   * cart.
   */
  async function recordPaid(orderId: string, paid: ProviderCharge | null): Promise<boolean> {
    return db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (order?.status !== 'open') return false;
      const items = await listOrderItems(tx, [orderId]);
      const fulfillmentStatus = isTransferring(items) ? 'transferring' : 'pending';
      await updateOrder(tx, orderId, { status: 'paid', fulfillmentStatus });
      if (paid) {
        await insertOrderPayment(tx, {
          orderId,
          kind: 'charge',
          amountCents: paid.amountCents,
          providerReference: paid.chargeId,
          orderItemId: null,
        });
      }
      if (order.walletCents > 0) {
        await insertWalletEntry(tx, order.accountId, -order.walletCents, `order:${orderId}`);
      }
      await recordConsultations(tx, order, items);
      // An invited person's first paid order earns their inviter the reward, once.
      await creditReferralForPaidOrder(tx, order);
      // Attributed to the buyer's UTM source, and counted as paid in the funnel.
      await attributePaidOrder(tx, order);
      if (order.cartId) await cart.resetCartAfterPurchase(tx, order.cartId);
      await insertOrderEvents(tx, [
        { orderId, kind: 'paid', fromStatus: 'open', toStatus: 'paid', actor: 'user' },
        { orderId, kind: 'fulfillment', toStatus: fulfillmentStatus, actor: 'system' },
      ]);
      return true;
    });
  }

  /**
   * Refused: the order is cancelled with the provider's message, and its key is freed so that a
   * retry (another card, funds added) makes a new order.
   */
  async function recordFailed(orderId: string, message: string): Promise<void> {
    await db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (order?.status !== 'open') return;
      await updateOrder(tx, orderId, {
        status: 'cancelled',
        fulfillmentStatus: 'cancelled',
        failureMessage: message,
        idempotencyKey: `${order.idempotencyKey}:failed:${orderId}`,
      });
      await insertOrderEvents(tx, [
        {
          orderId,
          kind: 'payment_failed',
          fromStatus: 'open',
          toStatus: 'cancelled',
          actor: 'system',
          note: message,
        },
      ]);
    });
  }

  async function readOrder(orderId: string): Promise<OrderRow> {
    const order = await findOrder(db, orderId);
    if (!order) throw new Error(`Order ${orderId} disappeared while it was settled`);
    return order;
  }

  async function settle(orderId: string): Promise<SettleOutcome> {
    const order = await readOrder(orderId);
    if (order.status !== 'open') return describeSettled(order, false);
    const result = await charge(order);
    crashPoint('purchase:after-charge');
    if (result && !result.ok) {
      if (result.error.kind === 'unavailable') {
        await insertOrderEvents(db, [
          { orderId, kind: 'payment_unavailable', actor: 'system', note: result.error.code },
        ]);
        return { kind: 'unavailable', order, error: result.error };
      }
      await recordFailed(orderId, result.error.message);
      return describeSettled(await readOrder(orderId), false);
    }
    const isNewlyPaid = await recordPaid(orderId, result?.value ?? null);
    return describeSettled(await readOrder(orderId), isNewlyPaid);
  }

  return { settle };
}

/** What a settled (no longer open) order came to. */
export function describeSettled(order: OrderRow, isNewlyPaid: boolean): SettleOutcome {
  if (order.status === 'open') throw new Error(`Order ${order.id} is not settled`);
  if (order.status === 'cancelled' && order.failureMessage !== null) {
    return { kind: 'failed', order, message: order.failureMessage };
  }
  return { kind: 'paid', order, isNewlyPaid };
}

export type OrderSettlement = ReturnType<typeof createOrderSettlement>;
