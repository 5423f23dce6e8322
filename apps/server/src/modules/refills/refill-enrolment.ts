import { addDaysToDate, AUTO_REFILL } from '@fillwell/domain';
import type { AppDatabase } from '../../db/client';
import type { Clock } from '../scheduling/index';
import {
  cancelSchedulesOfCancelledOrders,
  hasScheduleSince,
  listEnrolmentCandidates,
  type EnrolmentCandidate,
} from './medication-repository';
import {
  cancelSchedule,
  createScheduleId,
  insertSchedule,
  listLiveSchedulesOfDrug,
} from './schedule-repository';

export const ENROLMENT_REASONS = {
  replaced: 'Replaced by a newer order with auto-refill',
  orderCancelled: 'The order it came from was cancelled',
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The newest candidate per account and drug: a newer purchase with auto-refill is the one kept. */
function pickNewestPerDrug(candidates: readonly EnrolmentCandidate[]): EnrolmentCandidate[] {
  const seen = new Set<string>();
  return candidates.filter(({ accountId, item }) => {
    const key = `${accountId}:${item.medNameId}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Enrolment in auto-refill: every paid home-delivery item bought with auto-refill on gets a
 * schedule (one per item: enrolling twice is harmless), due one interval after the purchase date
 * on the service's clock. It runs before the refill job and before the schedules are listed, so
 * the orders module knows nothing of it.
 */
export function createRefillEnrolment(options: { db: AppDatabase; clock: Clock }) {
  const { db, clock } = options;

  /** The purchase's date as the service's clock saw it (the clock runs ahead in tests and demos). */
  function toClockDate(orderedAt: Date): string {
    const time = orderedAt.getTime() + clock.offsetDays() * DAY_MS;
    return new Date(time).toISOString().slice(0, 10);
  }

  async function enrol(candidate: EnrolmentCandidate): Promise<boolean> {
    const { accountId, item, orderedAt } = candidate;
    // A schedule made after this purchase (from a newer one, or one the person cancelled since)
    // wins: an older purchase never brings an auto-refill back.
    if (await hasScheduleSince(db, accountId, item.medNameId, orderedAt)) return false;
    const live = await listLiveSchedulesOfDrug(db, accountId, item.medNameId);
    const isInserted = await insertSchedule(db, {
      id: createScheduleId(),
      accountId,
      sourceOrderItemId: item.id,
      medId: item.medId,
      medNameId: item.medNameId,
      slug: item.slug,
      quantity: item.quantity,
      priceCategory: item.priceCategory,
      intervalDays: AUTO_REFILL.intervalDays,
      // The regular price: a welcome offer on the first fill is not a price change.
      lastPriceCents: item.basePriceCents,
      nextExecutionOn: addDaysToDate(toClockDate(orderedAt), AUTO_REFILL.intervalDays),
    });
    if (!isInserted) return false;
    for (const older of live) await cancelSchedule(db, older.id, ENROLMENT_REASONS.replaced);
    return true;
  }

  /** Enrols what is missing, for one account or (the job) for everyone; how many were enrolled. */
  async function enrolMissing(accountId: string | null): Promise<number> {
    await cancelSchedulesOfCancelledOrders(db, accountId, ENROLMENT_REASONS.orderCancelled);
    const candidates = pickNewestPerDrug(await listEnrolmentCandidates(db, accountId));
    let enrolled = 0;
    for (const candidate of candidates) if (await enrol(candidate)) enrolled += 1;
    return enrolled;
  }

  return { enrolMissing };
}

export type RefillEnrolment = ReturnType<typeof createRefillEnrolment>;
