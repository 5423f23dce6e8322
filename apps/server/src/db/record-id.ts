import { randomBytes } from 'node:crypto';

/**
 * An unguessable, URL-safe identifier (128 random bits) after a prefix naming what it is: orders,
 * consultations and subscriptions appear in URLs, and every lookup is checked against the session.
 */
export function createRecordId(prefix: string): string {
  return `${prefix}_${randomBytes(16).toString('base64url')}`;
}
