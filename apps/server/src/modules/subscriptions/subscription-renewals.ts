import { addOneMonth } from '@fillwell/domain';
import type { AppDatabase } from '../../db/client';
import type { SubscriptionRow } from '../../db/schema/index';
import type { CatalogueIndex } from '../catalog/index';
import type { StandingOrderOutcome, StandingOrders } from '../orders/index';
import { listCardRows } from '../payments/index';
import { toIsoDate, type ScheduledJob } from '../scheduling/index';
import { toStandingItem } from './subscription-choice';
import { createRecordId } from '../../db/record-id';
import { toCycleOrderKey } from './subscription-ids';
import type { SubscriptionNotices } from './subscription-notices';
import {
  deletePendingCharge,
  listDueSubscriptions,
  settleCharge,
  tryInsertCharge,
  updateSubscription,
} from './subscription-repository';

export interface SubscriptionRenewalsOptions {
  db: AppDatabase;
  catalogue: CatalogueIndex;
  standingOrders: StandingOrders;
  notices: SubscriptionNotices;
}

export const RENEWAL_JOB_NAME = 'subscription-renewals';

/**
 * The monthly renewal: every active subscription due by today orders and charges its next month.
 * Each cycle's charge row is inserted first (unique per subscription and cycle), so a second
 * runner, here or in another process, skips a cycle someone has taken. Paid moves the
 * subscription a month on; declined makes it past due and tells the person (it is not tried
 * again); an unreachable provider forgets the attempt so the next run tries the same order again.
 */
export function createSubscriptionRenewals(options: SubscriptionRenewalsOptions) {
  const { db, catalogue, standingOrders, notices } = options;

  /** The subscription's own card while it is saved, else the account's default. */
  async function chooseCardId(subscription: SubscriptionRow): Promise<string | null> {
    const cards = await listCardRows(db, subscription.accountId);
    const saved = cards.find((card) => card.id === subscription.paymentCardId);
    return saved?.id ?? null;
  }

  async function renew(subscription: SubscriptionRow): Promise<boolean> {
    const cycle = subscription.currentCycle + 1;
    const chargeId = createRecordId('sch');
    const isTaken = !(await tryInsertCharge(db, {
      id: chargeId,
      subscriptionId: subscription.id,
      cycle,
      amountCents: subscription.subscriptionFeeCents,
      status: 'pending',
      providerReference: null,
      failureMessage: null,
      orderId: null,
    }));
    if (isTaken) return false;
    const outcome = await standingOrders.place({
      accountId: subscription.accountId,
      origin: 'subscription',
      idempotencyKey: toCycleOrderKey(subscription.id, cycle),
      items: [toStandingItem(catalogue, subscription)],
      cardId: await chooseCardId(subscription),
      telemedCurrentState: subscription.telemedCurrentState,
    });
    return record(subscription, cycle, chargeId, outcome);
  }

  async function record(
    subscription: SubscriptionRow,
    cycle: number,
    chargeId: string,
    outcome: StandingOrderOutcome,
  ): Promise<boolean> {
    if (outcome.kind === 'unavailable') {
      await deletePendingCharge(db, chargeId);
      return false;
    }
    if (outcome.kind === 'paid') {
      await db.transaction(async (tx) => {
        await settleCharge(tx, chargeId, { status: 'paid', orderId: outcome.order.id });
        await updateSubscription(
          tx,
          subscription.id,
          { status: 'active', currentCycle: cycle - 1 },
          { currentCycle: cycle, nextChargeOn: addOneMonth(subscription.nextChargeOn) },
        );
      });
      return true;
    }
    const orderId = outcome.kind === 'failed' ? outcome.order.id : null;
    const isNewlyPastDue = await db.transaction(async (tx) => {
      await settleCharge(tx, chargeId, {
        status: 'failed',
        failureMessage: outcome.message,
        orderId,
      });
      return updateSubscription(tx, subscription.id, { status: 'active' }, { status: 'past_due' });
    });
    if (isNewlyPastDue) await notices.sendPaymentDeclined(subscription, outcome.message);
    return true;
  }

  async function runDue(now: Date): Promise<number> {
    const due = await listDueSubscriptions(db, toIsoDate(now));
    let handled = 0;
    for (const subscription of due) {
      if (await renew(subscription)) handled += 1;
    }
    return handled;
  }

  const job: ScheduledJob = { name: RENEWAL_JOB_NAME, run: runDue };
  return { job, runDue };
}

export type SubscriptionRenewals = ReturnType<typeof createSubscriptionRenewals>;
