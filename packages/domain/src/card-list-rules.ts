/**
 * Cards transitions (core-shopping §4), shared by the server and the web app's paymentMethods
 * state. Apart from the card-number rules so that the app shell does not carry card-validator.
 */

/** A saved card as far as the list rules care. */
export interface DefaultableCard {
  id: string;
  default: boolean;
}

/**
 * Cards transitions (core-shopping §4). Adding a card puts it first; as the default (always when
 * it is the only card) the others lose the flag.
 */
export function addCardToList<T extends DefaultableCard>(
  cards: readonly T[],
  card: T,
  isDefault = true,
): T[] {
  const others = cards.filter((existing) => existing.id !== card.id);
  const isNewDefault = isDefault || !others.some((existing) => existing.default);
  const added = { ...card, default: isNewDefault };
  return [added, ...(isNewDefault ? others.map((other) => withDefault(other, false)) : others)];
}

/** Removing the default card makes the first remaining card the default. */
export function removeCardFromList<T extends DefaultableCard>(
  cards: readonly T[],
  id: string,
): T[] {
  const remaining = cards.filter((card) => card.id !== id);
  if (remaining.length === 0 || remaining.some((card) => card.default)) return remaining;
  return remaining.map((card, index) => withDefault(card, index === 0));
}

/** Making a card default clears the flag on the others. */
export function makeCardDefaultInList<T extends DefaultableCard>(
  cards: readonly T[],
  id: string,
): T[] {
  if (!cards.some((card) => card.id === id)) return [...cards];
  return cards.map((card) => withDefault(card, card.id === id));
}

function withDefault<T extends DefaultableCard>(card: T, isDefault: boolean): T {
  return card.default === isDefault ? card : { ...card, default: isDefault };
}
