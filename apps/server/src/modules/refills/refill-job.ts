import {
  addDaysToDate,
  AUTO_REFILL,
  computeNextRefillDate,
  isNotablePriceChange,
  planAfterDecline,
} from '@fillwell/domain';
import type { AppDatabase } from '../../db/client';
import type { RefillScheduleRow } from '../../db/schema/index';
import type { StandingOrders } from '../orders/index';
import { toIsoDate, type ScheduledJob } from '../scheduling/index';
import type { RefillEnrolment } from './refill-enrolment';
import type { RefillNotifier, RefillSubject } from './refill-notifications';
import { toPriceCategory, type NamedMedication, type RefillPricing } from './refill-pricing';
import {
  claimSchedule,
  countDeclinedRefills,
  finishClaim,
  listSchedulesDueBy,
  listSchedulesToPrice,
  markPriceNoticed,
  toRefillKey,
} from './schedule-repository';

export const REFILL_JOB_NAME = 'auto-refills';

export const PAUSE_REASONS = {
  unavailable: 'This medication is no longer available for auto-refill.',
  declined: (attempts: number, message: string) =>
    `The payment was declined ${attempts} times: ${message}`,
} as const;

/** Schedules looked at per run (the job runs every minute). */
const BATCH = 200;

export interface RefillJobOptions {
  db: AppDatabase;
  enrolment: RefillEnrolment;
  pricing: RefillPricing;
  standingOrders: StandingOrders;
  notifier: RefillNotifier;
}

function toSubject(schedule: RefillScheduleRow, named: NamedMedication | null): RefillSubject {
  return {
    accountId: schedule.accountId,
    name: named?.name ?? schedule.slug,
    description: named?.description ?? `${schedule.quantity}`,
  };
}

/**
 * The auto-refill job: enrols new purchases, tells people of price changes a few days before the
 * refill date, then orders every refill that is due through the purchase path. Safe to run in
 * several processes at once: a refill is claimed before it is ordered, and its order is keyed by
 * schedule and date.
 */
export function createRefillJob(options: RefillJobOptions): ScheduledJob {
  const { db, pricing, notifier } = options;

  async function noticePriceChanges(today: string): Promise<void> {
    const horizon = addDaysToDate(today, AUTO_REFILL.priceNoticeLeadDays);
    for (const schedule of await listSchedulesToPrice(db, horizon, BATCH)) {
      const priceCents = pricing.priceCents(schedule);
      if (priceCents === null || schedule.noticedPriceCents === priceCents) continue;
      if (!isNotablePriceChange(schedule.lastPriceCents, priceCents)) continue;
      if (!(await markPriceNoticed(db, schedule.id, priceCents))) continue;
      await notifier.notifyPriceChange(toSubject(schedule, pricing.describe(schedule)), {
        fromCents: schedule.lastPriceCents,
        toCents: priceCents,
        billedOn: schedule.nextExecutionOn,
      });
    }
  }

  async function pause(schedule: RefillScheduleRow, subject: RefillSubject, reason: string) {
    await finishClaim(db, schedule.id, { status: 'paused', pauseReason: reason });
    await notifier.notifyRefillDeclined(subject, { message: reason, retryOn: null });
  }

  async function handleDecline(
    schedule: RefillScheduleRow,
    subject: RefillSubject,
    message: string,
    today: string,
  ): Promise<void> {
    const attempts = await countDeclinedRefills(db, schedule);
    const plan = planAfterDecline(attempts, today);
    if (plan.kind === 'pause') {
      await pause(schedule, subject, PAUSE_REASONS.declined(attempts, message));
      return;
    }
    await finishClaim(db, schedule.id, { status: 'active', nextExecutionOn: plan.nextOn });
    await notifier.notifyRefillDeclined(subject, { message, retryOn: plan.nextOn });
  }

  /** Orders the refill of a claimed schedule and records what came of it. */
  async function orderRefill(schedule: RefillScheduleRow, today: string): Promise<void> {
    const dueOn = schedule.nextExecutionOn;
    const named = pricing.describe(schedule);
    const subject = toSubject(schedule, named);
    const priceCents = pricing.priceCents(schedule);
    if (!named || priceCents === null) return pause(schedule, subject, PAUSE_REASONS.unavailable);
    const outcome = await options.standingOrders.place({
      accountId: schedule.accountId,
      origin: 'refill',
      idempotencyKey: toRefillKey(schedule.id, dueOn),
      items: [
        {
          medId: schedule.medId,
          medNameId: schedule.medNameId,
          slug: schedule.slug,
          formattedName: named.name,
          formattedDescription: named.description,
          quantity: schedule.quantity,
          priceCategory: toPriceCategory(schedule.priceCategory),
          priceCents,
          rxSrcType: null,
          isRecurring: true,
        },
      ],
    });
    switch (outcome.kind) {
      case 'paid': {
        const nextOn = computeNextRefillDate(dueOn, schedule.intervalDays, today);
        await finishClaim(db, schedule.id, {
          status: 'active',
          prevExecutionOn: dueOn,
          nextExecutionOn: nextOn,
          lastPriceCents: priceCents,
          isNoticeReset: true,
          pauseReason: null,
        });
        if (outcome.isNewlyPaid) {
          await notifier.notifyRefillOrdered(subject, {
            orderId: outcome.order.id,
            orderNumber: outcome.order.orderNumber,
            chargedCents: outcome.order.totalCents,
            nextOn,
          });
        }
        return;
      }
      case 'failed':
        return handleDecline(schedule, subject, outcome.message, today);
      case 'not_placed':
        return pause(schedule, subject, outcome.message);
      case 'unavailable':
        // The card provider could not be reached: the next run tries again.
        return finishClaim(db, schedule.id, { status: 'active' });
    }
  }

  /** True when this run ordered (or tried to order) the refill. */
  async function refill(schedule: RefillScheduleRow, today: string): Promise<boolean> {
    const claimed = await claimSchedule(db, schedule.id, schedule.nextExecutionOn);
    if (!claimed) return false;
    try {
      await orderRefill(claimed, today);
    } catch (error) {
      await finishClaim(db, schedule.id, { status: 'active' });
      throw error;
    }
    return true;
  }

  async function run(now: Date): Promise<number> {
    const today = toIsoDate(now);
    await options.enrolment.enrolMissing(null);
    await noticePriceChanges(today);
    let handled = 0;
    for (const schedule of await listSchedulesDueBy(db, today, BATCH)) {
      if (await refill(schedule, today)) handled += 1;
    }
    return handled;
  }

  return { name: REFILL_JOB_NAME, run };
}
