import type { RefillSchedule, RefillScheduleStatus } from '@fillwell/contracts';
import type { RefillScheduleRow } from '../../db/schema/index';
import { toMoney } from '../cart/index';
import { toPriceCategory, type RefillPricing } from './refill-pricing';

/** The status a person sees: a refill being ordered right now is still active. */
export function toScheduleStatus(stored: string): RefillScheduleStatus {
  if (stored === 'cancelled' || stored === 'paused') return stored;
  return 'active';
}

/** An auto-refill on the wire, priced today. */
export function toRefillSchedule(row: RefillScheduleRow, pricing: RefillPricing): RefillSchedule {
  const status = toScheduleStatus(row.status);
  const named = pricing.describe(row);
  const nextPriceCents = pricing.priceCents(row);
  return {
    id: row.id,
    status,
    enrolledInAutorefill: status !== 'cancelled',
    details: {
      medNameId: row.medNameId,
      medId: row.medId,
      slug: row.slug,
      name: named?.name ?? row.slug,
      description: named?.description ?? '',
      quantity: row.quantity,
      priceCategory: toPriceCategory(row.priceCategory),
    },
    prevExecutionOn: row.prevExecutionOn,
    nextExecutionOn: row.nextExecutionOn,
    intervalDays: row.intervalDays,
    nextPrice: nextPriceCents === null ? null : toMoney(nextPriceCents),
    lastPrice: toMoney(row.lastPriceCents),
    cancellationReason: status === 'cancelled' ? row.cancellationReason : null,
    pauseReason: status === 'paused' ? row.cancellationReason : null,
  };
}
