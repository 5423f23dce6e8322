import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** An unguessable identifier (128 bits, URL-safe). */
export function createRandomId(): string {
  return randomBytes(16).toString('base64url');
}

/** A short, unguessable, URL-safe code a person can share (referral codes). */
export function createReferralCode(): string {
  return randomBytes(6).toString('base64url').replace(/[-_]/g, 'x').toUpperCase();
}

export function createSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function createNumericCode(length: number): string {
  return Array.from({ length }, () => randomInt(0, 10)).join('');
}

/** SHA-256 (hex) of a secret, salted with the id it belongs to. */
export function hashSecret(ownerId: string, secret: string): string {
  return createHash('sha256').update(`${ownerId}:${secret}`).digest('hex');
}

export function isSameHash(left: string, right: string): boolean {
  const a = Buffer.from(left, 'hex');
  const b = Buffer.from(right, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
