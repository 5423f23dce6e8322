const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Amounts below this many cents are written directly; larger ones go to Intl. */
const DIRECT_LIMIT_CENTS = 100_000_000_000;

/**
 * Money is integer cents inside; on screen `$` with two decimals, and zero shows `Free`. Written
 * as en-US currency formatting writes it (money.test.ts holds the two together), but directly:
 * Intl takes about a microsecond a call, and a pharmacy search formats dozens of prices.
 */
export function formatMoney(cents: number): string {
  if (!Number.isInteger(cents)) throw new RangeError(`cents must be an integer, got ${cents}`);
  if (cents === 0) return 'Free';
  const magnitude = Math.abs(cents);
  if (magnitude >= DIRECT_LIMIT_CENTS) return dollars.format(cents / 100);
  const fraction = magnitude % 100;
  const whole = groupThousands(String((magnitude - fraction) / 100));
  return `${cents < 0 ? '-' : ''}$${whole}.${fraction < 10 ? '0' : ''}${fraction}`;
}

function groupThousands(digits: string): string {
  let grouped = digits.slice(0, ((digits.length - 1) % 3) + 1);
  for (let start = grouped.length; start < digits.length; start += 3) {
    grouped += `,${digits.slice(start, start + 3)}`;
  }
  return grouped;
}
