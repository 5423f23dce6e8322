import type { CheckoutStep } from '@fillwell/domain';
import type { AppDatabase } from '../../db/client';
import type { OrderRow, SubscriptionRow } from '../../db/schema/index';
import type { CatalogueIndex } from '../catalog/index';
import { listOrderItems, type StandingOrderOutcome, type StandingOrders } from '../orders/index';
import type { Clock } from '../scheduling/index';
import { toStandingItem } from './subscription-choice';
import { createRecordId } from '../../db/record-id';
import { toCycleOrderKey } from './subscription-ids';
import {
  findCharge,
  findSubscriptionConsultation,
  insertConsultation,
  settleCharge,
  updateSubscription,
} from './subscription-repository';

/** How charging the first month ended. */
export type FirstMonth =
  | { kind: 'paid'; orderId: string }
  /** Declined, or never placed (no card or address): `step` is where the person fixes it. */
  | { kind: 'failed'; message: string; step: CheckoutStep | null }
  /** The provider did not answer: the charge stays pending and may be tried again. */
  | { kind: 'unavailable'; message: string };

export interface FirstMonthOptions {
  db: AppDatabase;
  catalogue: CatalogueIndex;
  standingOrders: StandingOrders;
  clock: Clock;
}

/**
 * The first month of a subscription: its medication and the medical fee, ordered and charged as
 * a standing order whose key names the subscription and cycle 1 (so charging it again never
 * charges twice). Paid writes the subscription's visit, once; declined cancels the subscription.
 */
export function createFirstMonthCharges(options: FirstMonthOptions) {
  const { db, catalogue, standingOrders, clock } = options;

  async function charge(subscription: SubscriptionRow): Promise<FirstMonth> {
    const outcome = await standingOrders.place({
      accountId: subscription.accountId,
      origin: 'subscription',
      idempotencyKey: toCycleOrderKey(subscription.id, 1),
      items: [toStandingItem(catalogue, subscription)],
      feeCents: subscription.medicalFeeCents,
      cardId: subscription.paymentCardId,
      telemedCurrentState: subscription.telemedCurrentState,
    });
    return record(subscription, outcome);
  }

  async function record(
    subscription: SubscriptionRow,
    outcome: StandingOrderOutcome,
  ): Promise<FirstMonth> {
    const pending = await findCharge(db, subscription.id, 1);
    if (!pending) throw new Error(`Subscription ${subscription.id} has no first charge`);
    if (outcome.kind === 'paid') {
      await recordPaid(subscription, pending.id, outcome.order);
      return { kind: 'paid', orderId: outcome.order.id };
    }
    if (outcome.kind === 'unavailable') {
      return { kind: 'unavailable', message: outcome.error.message };
    }
    if (outcome.kind === 'not_placed') {
      await recordDeclined(subscription, pending.id, outcome.message, null);
      const step = outcome.reason === 'no_card' ? 'payment-info' : 'delivery-address';
      return { kind: 'failed', message: outcome.message, step };
    }
    await recordDeclined(subscription, pending.id, outcome.message, outcome.order.id);
    return { kind: 'failed', message: outcome.message, step: null };
  }

  /** Paid: the charge and, once, the visit the subscription starts with. */
  async function recordPaid(subscription: SubscriptionRow, chargeId: string, order: OrderRow) {
    const [item] = await listOrderItems(db, [order.id]);
    await db.transaction(async (tx) => {
      const isFirst = await settleCharge(tx, chargeId, { status: 'paid', orderId: order.id });
      if (!isFirst || (await findSubscriptionConsultation(tx, subscription.id))) return;
      await insertConsultation(tx, {
        id: createRecordId('cons'),
        accountId: subscription.accountId,
        orderId: order.id,
        orderItemId: item?.id ?? null,
        condition: subscription.condition,
        medNameId: subscription.medNameId,
        creationStatus: 'created',
        status: 'incomplete',
        feeCents: 0,
        patientState: subscription.telemedCurrentState,
        pharmacyId: order.pharmacy?.id ?? null,
        subscriptionId: subscription.id,
      });
    });
  }

  /** Declined: no subscription stays active; the charge keeps the provider's message. */
  async function recordDeclined(
    subscription: SubscriptionRow,
    chargeId: string,
    message: string,
    orderId: string | null,
  ) {
    await db.transaction(async (tx) => {
      await settleCharge(tx, chargeId, { status: 'failed', failureMessage: message, orderId });
      await updateSubscription(
        tx,
        subscription.id,
        { status: 'active' },
        { status: 'cancelled', cancelledAt: clock.now() },
      );
    });
  }

  return { charge };
}

export type FirstMonthCharges = ReturnType<typeof createFirstMonthCharges>;
