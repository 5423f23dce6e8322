export { formatMoney } from '@fillwell/domain';

/** Whole-dollar amounts for marketing copy, e.g. 1500 → "$15". */
export function formatWholeDollars(cents: number): string {
  if (!Number.isInteger(cents) || cents % 100 !== 0) {
    throw new RangeError(`expected whole dollars in cents, got ${cents}`);
  }
  return `$${(cents / 100).toLocaleString('en-US')}`;
}
