import { randomInt } from 'node:crypto';
import { MEMBER_ID_RANDOM_DIGITS, composeMemberId } from '@fillwell/domain';

/** A new member ID: twelve digits from the system's cryptographic random source, checksummed. */
export function createMemberId(): string {
  const digits = Array.from({ length: MEMBER_ID_RANDOM_DIGITS }, () => randomInt(0, 10));
  return composeMemberId(digits.join(''));
}

const MATCH_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const MATCH_CODE_LENGTH = 8;

/** A new match code: eight letters and digits without look-alikes (0/O, 1/I). */
export function createMatchCode(): string {
  return Array.from(
    { length: MATCH_CODE_LENGTH },
    () => MATCH_CODE_ALPHABET[randomInt(0, MATCH_CODE_ALPHABET.length)],
  ).join('');
}
