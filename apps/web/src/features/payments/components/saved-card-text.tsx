import type { SavedCard } from '@fillwell/contracts';
import { formatCardExpiry, getCardBrandInfo } from '@fillwell/domain';

export function getCardBrandName(card: Pick<SavedCard, 'brand'>): string {
  return card.brand === 'unknown' ? 'Card' : getCardBrandInfo(card.brand).displayName;
}

/** "Visa ending in 4242": how controls name a card for assistive technology. */
export function describeCard(card: Pick<SavedCard, 'brand' | 'last4'>): string {
  return `${getCardBrandName(card)} ending in ${card.last4}`;
}

/** Brand, •••• last four, expiry and a Default badge. */
export function SavedCardText({ card }: { card: SavedCard }) {
  return (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <span className="font-semibold text-ink">{getCardBrandName(card)}</span>{' '}
      <span className="text-ink">
        <span aria-hidden="true">•••• </span>
        <span className="sr-only">ending in</span> {card.last4}
      </span>{' '}
      <span className="text-sm text-muted">
        Expires {formatCardExpiry(card.expMonth, card.expYear)}
      </span>
      {card.default ? ' ' : null}
      {card.default ? (
        <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-900">
          Default
        </span>
      ) : null}
    </span>
  );
}
