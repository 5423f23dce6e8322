import { randomBytes } from 'node:crypto';

/** Crockford's base32: digits and letters without I, L, O and U, none mistaken for another. */
export const ORDER_NUMBER_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const ORDER_NUMBER_PREFIX = 'FW-';
export const ORDER_NUMBER_LENGTH = 8;

/** Random bytes of the given length (node:crypto's randomBytes, or a test's own). */
export type RandomBytes = (size: number) => Uint8Array;

/**
 * 'FW-' and 8 characters drawn at random (40 bits): short enough to read out on the phone, not
 * guessable from another order's, and unrelated to the record id. Each byte gives one character
 * by its low 5 bits; 256 is a multiple of 32, so every character is equally likely.
 */
export function createOrderNumber(random: RandomBytes = randomBytes): string {
  const bytes = random(ORDER_NUMBER_LENGTH);
  let characters = '';
  for (const byte of bytes)
    characters += ORDER_NUMBER_ALPHABET[byte % ORDER_NUMBER_ALPHABET.length];
  return `${ORDER_NUMBER_PREFIX}${characters}`;
}
