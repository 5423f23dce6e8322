import type { SavedCard } from '@fillwell/contracts';

export function createSavedCard(overrides: Partial<SavedCard> = {}): SavedCard {
  return {
    id: 'card_visa',
    brand: 'visa',
    last4: '4242',
    expMonth: 12,
    expYear: 2031,
    default: false,
    ...overrides,
  };
}

/** Newest first; the Mastercard is the default. */
export const SAVED_CARDS: SavedCard[] = [
  createSavedCard({ id: 'card_amex', brand: 'amex', last4: '0005', expMonth: 4, expYear: 2030 }),
  createSavedCard({ id: 'card_mc', brand: 'mastercard', last4: '4444', default: true }),
  createSavedCard(),
];
