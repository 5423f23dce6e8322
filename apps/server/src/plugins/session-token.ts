import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const TOKEN_BYTES = 32;
const NONCE_BYTES = 16;

/** A new session token: 32 random bytes, base64url (43 characters). */
export function createSessionToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** Random bytes, then the second it was made, then the signature of both. */
const NONCE_RANDOM_BYTES = 12;

/**
 * A new session token of the same form, made at `issuedAt`, whose second half signs its first
 * (HMAC-SHA256 with `key`): a token this server made can be told from one a client made up, and
 * its age read, without storing it.
 */
export function createSignedSessionToken(key: Buffer, issuedAt: Date): string {
  const nonce = Buffer.alloc(NONCE_BYTES);
  randomBytes(NONCE_RANDOM_BYTES).copy(nonce);
  nonce.writeUInt32BE(Math.floor(issuedAt.getTime() / 1000), NONCE_RANDOM_BYTES);
  return Buffer.concat([nonce, signNonce(key, nonce)]).toString('base64url');
}

/** When `token` was made, if createSignedSessionToken made it with `key`; else null. */
export function readSignedSessionToken(token: string, key: Buffer): Date | null {
  if (!isWellFormedSessionToken(token)) return null;
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length !== TOKEN_BYTES) return null;
  const nonce = bytes.subarray(0, NONCE_BYTES);
  if (!timingSafeEqual(bytes.subarray(NONCE_BYTES), signNonce(key, nonce))) return null;
  return new Date(nonce.readUInt32BE(NONCE_RANDOM_BYTES) * 1000);
}

function signNonce(key: Buffer, nonce: Buffer): Buffer {
  return createHmac('sha256', key)
    .update(nonce)
    .digest()
    .subarray(0, TOKEN_BYTES - NONCE_BYTES);
}

export function isWellFormedSessionToken(token: string): boolean {
  return TOKEN_PATTERN.test(token);
}

/** The stored session id: SHA-256 of the token, hex. The token itself is never stored. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
