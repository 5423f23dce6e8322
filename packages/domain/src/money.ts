const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Money is integer cents inside; on screen `$` with two decimals, and zero shows `Free`. */
export function formatMoney(cents: number): string {
  if (!Number.isInteger(cents)) throw new RangeError(`cents must be an integer, got ${cents}`);
  if (cents === 0) return 'Free';
  return dollars.format(cents / 100);
}
