/** Auto-refill and my-medications rules both the API and the web app apply. */

export const AUTO_REFILL = {
  /** Days between refills: a month's supply. */
  intervalDays: 30,
  /** A change of the refill price above this ($3.00) is told to the person before billing. */
  priceChangeNoticeCents: 300,
  /** The price-change notice goes out this many days before the refill date. */
  priceNoticeLeadDays: 3,
  /** A refill may be moved to a date after today and at most this many days ahead. */
  maxDelayDays: 90,
  /** Declined payments (since the last paid refill) before the auto-refill is paused. */
  maxDeclinedAttempts: 3,
} as const;

export const REFILL_MESSAGES = {
  dateInvalid: 'Enter a valid date',
  dateNotAfterToday: 'Choose a date after today',
  dateTooFar: `Choose a date within ${AUTO_REFILL.maxDelayDays} days`,
  reasonRequired: 'Please tell us why you are cancelling',
  reasonTooLong: 'Exceeded 500 character length limit',
  alreadyCancelled: 'This auto-refill is already cancelled',
  cancelledNotMovable: 'This auto-refill is cancelled: its date cannot be changed',
  busy: 'This refill is being ordered right now. Please try again in a minute.',
  scheduleNotFound: 'Auto-refill not found',
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether text is a real calendar date written YYYY-MM-DD. */
export function isIsoDate(text: string): boolean {
  if (!ISO_DATE.test(text)) return false;
  const time = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
}

/** The ISO date `days` after an ISO date (UTC calendar days). */
export function addDaysToDate(isoDate: string, days: number): string {
  const time = Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS;
  return new Date(time).toISOString().slice(0, 10);
}

const LONG_DATE = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A schedule date as the spec shows it, "MMMM D, YYYY": 2026-12-03 → "December 3, 2026". */
export function formatScheduleDate(isoDate: string): string {
  return LONG_DATE.format(new Date(`${isoDate}T00:00:00Z`));
}

/** The dates a refill may be moved to: after today, at most maxDelayDays ahead. */
export function getDelayWindow(today: string): { minDate: string; maxDate: string } {
  return {
    minDate: addDaysToDate(today, 1),
    maxDate: addDaysToDate(today, AUTO_REFILL.maxDelayDays),
  };
}

/** Why a new refill date cannot be taken, or null when it can. */
export function checkRefillDate(expectedDate: string, today: string): string | null {
  if (!isIsoDate(expectedDate)) return REFILL_MESSAGES.dateInvalid;
  const { minDate, maxDate } = getDelayWindow(today);
  if (expectedDate < minDate) return REFILL_MESSAGES.dateNotAfterToday;
  if (expectedDate > maxDate) return REFILL_MESSAGES.dateTooFar;
  return null;
}

/**
 * The refill date after a paid refill: one interval after the date it was due. A refill that ran
 * late (the service was stopped) does not leave the next one already due: it then counts from
 * today.
 */
export function computeNextRefillDate(dueOn: string, intervalDays: number, today: string): string {
  const next = addDaysToDate(dueOn, intervalDays);
  return next > today ? next : addDaysToDate(today, intervalDays);
}

/** Whether the refill price moved enough (either way) to tell the person before billing. */
export function isNotablePriceChange(lastPriceCents: number, currentPriceCents: number): boolean {
  return Math.abs(currentPriceCents - lastPriceCents) > AUTO_REFILL.priceChangeNoticeCents;
}

/** What follows a declined refill payment: another try tomorrow, or a pause. */
export function planAfterDecline(
  declinedAttempts: number,
  today: string,
): { kind: 'retry'; nextOn: string } | { kind: 'pause' } {
  if (declinedAttempts >= AUTO_REFILL.maxDeclinedAttempts) return { kind: 'pause' };
  return { kind: 'retry', nextOn: addDaysToDate(today, 1) };
}
