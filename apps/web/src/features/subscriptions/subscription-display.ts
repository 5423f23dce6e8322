import { formatMoney } from '@fillwell/domain';

const LONG_DATE = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A YYYY-MM-DD date as "MMMM D, YYYY" (December 23, 2026). */
export function formatLongDate(isoDate: string): string {
  const time = Date.parse(`${isoDate}T00:00:00Z`);
  return Number.isNaN(time) ? isoDate : LONG_DATE.format(time);
}

/** The monthly cost from cycleCostCents, in dollars ("$27.34 / month"). */
export function formatMonthlyCost(cycleCostCents: number): string {
  return `${formatMoney(cycleCostCents)} / month`;
}
