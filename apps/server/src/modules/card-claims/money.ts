import type { Money } from '@fillwell/contracts';
import { formatMoney } from '@fillwell/domain';

export function toMoney(amountCents: number): Money {
  return { amountCents, displayValue: formatMoney(amountCents) };
}

/** A saving of nothing reads $0.00: the product's "Free" is for prices. */
export function toSavedMoney(amountCents: number): Money {
  return { amountCents, displayValue: amountCents === 0 ? '$0.00' : formatMoney(amountCents) };
}
