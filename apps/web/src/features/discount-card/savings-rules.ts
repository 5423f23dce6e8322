import type { CardSavingsResponse, Money } from '@fillwell/contracts';
import { formatMoney } from '@fillwell/domain';

/** An amount in a sentence: "$0.00" rather than the price label "Free". */
export function formatAmount(money: Money): string {
  return money.amountCents === 0 ? '$0.00' : formatMoney(money.amountCents);
}

/** "You saved $X this year" (spec: the card's savings history). */
export function formatSavedThisYear(savings: Pick<CardSavingsResponse, 'savedThisYear'>): string {
  return `You saved ${formatAmount(savings.savedThisYear)} this year`;
}

const fillDateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

/** A fill's date as "March 4, 2026", in the person's own time zone. */
export function formatFillDate(filledOn: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(filledOn) ? `${filledOn}T00:00:00` : filledOn);
  return Number.isNaN(date.getTime()) ? filledOn : fillDateFormat.format(date);
}
