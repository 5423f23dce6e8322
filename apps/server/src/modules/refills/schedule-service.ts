import {
  REFILL_ERROR_CODES,
  type RefillSchedule,
  type SchedulesResponse,
} from '@fillwell/contracts';
import { checkRefillDate, REFILL_MESSAGES } from '@fillwell/domain';
import type { AppDatabase } from '../../db/client';
import type { RefillScheduleRow } from '../../db/schema/index';
import { createNotFoundError, createValidationError, HttpError } from '../../plugins/http-error';
import type { Clock } from '../scheduling/index';
import type { RefillEnrolment } from './refill-enrolment';
import type { RefillPricing } from './refill-pricing';
import {
  cancelSchedule,
  findAccountSchedule,
  listAccountSchedules,
  moveSchedule,
} from './schedule-repository';
import { toRefillSchedule } from './schedule-view';

export interface ScheduleServiceOptions {
  db: AppDatabase;
  clock: Clock;
  enrolment: RefillEnrolment;
  pricing: RefillPricing;
}

const ERRORS = {
  alreadyCancelled: () =>
    new HttpError(409, REFILL_ERROR_CODES.alreadyCancelled, REFILL_MESSAGES.alreadyCancelled),
  cancelled: () =>
    new HttpError(409, REFILL_ERROR_CODES.cancelled, REFILL_MESSAGES.cancelledNotMovable),
  busy: () => new HttpError(409, REFILL_ERROR_CODES.busy, REFILL_MESSAGES.busy),
};

/** A person's auto-refills: list (enrolling what is missing first), cancel, move the date. */
export function createScheduleService(options: ScheduleServiceOptions) {
  const { db, clock, enrolment, pricing } = options;
  const view = (row: RefillScheduleRow) => toRefillSchedule(row, pricing);

  async function requireSchedule(accountId: string, id: string): Promise<RefillScheduleRow> {
    const row = await findAccountSchedule(db, accountId, id);
    if (!row) throw createNotFoundError(REFILL_MESSAGES.scheduleNotFound);
    return row;
  }

  async function list(accountId: string): Promise<SchedulesResponse> {
    await enrolment.enrolMissing(accountId);
    const rows = await listAccountSchedules(db, accountId);
    return { schedules: rows.map(view), today: clock.today() };
  }

  async function cancel(accountId: string, id: string, reason: string): Promise<RefillSchedule> {
    const row = await requireSchedule(accountId, id);
    if (row.status === 'cancelled') throw ERRORS.alreadyCancelled();
    const cancelled = await cancelSchedule(db, row.id, reason);
    if (!cancelled) throw ERRORS.alreadyCancelled();
    return view(cancelled);
  }

  async function delay(
    accountId: string,
    id: string,
    expectedDate: string,
  ): Promise<RefillSchedule> {
    const row = await requireSchedule(accountId, id);
    if (row.status === 'cancelled') throw ERRORS.cancelled();
    const problem = checkRefillDate(expectedDate, clock.today());
    if (problem) throw createValidationError({ expected_date: [problem] });
    const moved = await moveSchedule(db, row.id, expectedDate);
    if (moved) return view(moved);
    const current = await requireSchedule(accountId, id);
    throw current.status === 'cancelled' ? ERRORS.cancelled() : ERRORS.busy();
  }

  return { list, cancel, delay };
}

export type ScheduleService = ReturnType<typeof createScheduleService>;
