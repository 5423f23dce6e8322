import { LIMITS } from '@fillwell/domain';

/**
 * The number typed as a custom quantity, or null when the entry is ignored: empty, not a
 * number, or over 100000. Other numbers (0, 2.5) go to the server, which says what is wrong.
 */
export function parseCustomQuantity(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const quantity = Number(trimmed);
  if (Number.isNaN(quantity) || quantity > LIMITS.customQuantityMax) return null;
  return quantity;
}
