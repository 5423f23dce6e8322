import { randomBytes } from 'node:crypto';

type OrderIdPrefix = 'ord' | 'oi' | 'oev' | 'pay' | 'cons' | 'wal';

/**
 * Unguessable, URL-safe identifiers (128 random bits): orders and consultations appear in URLs,
 * and every lookup is checked against the session as well.
 */
export function createOrderRecordId(prefix: OrderIdPrefix): string {
  return `${prefix}_${randomBytes(16).toString('base64url')}`;
}
