import { createHash } from 'node:crypto';
import { createRecordId } from '../../db/record-id';

/**
 * The subscription a purchase attempt makes. With an Idempotency-Key it is derived from the
 * account and the key (128 bits of a SHA-256), so a repeated attempt names the same row and
 * the database lets only one of them insert it. Without a key every attempt is new.
 */
export function toSubscriptionId(accountId: string, idempotencyKey: string | undefined): string {
  if (idempotencyKey === undefined) return createRecordId('sub');
  const digest = createHash('sha256').update(`${accountId}\n${idempotencyKey}`).digest();
  return `sub_${digest.subarray(0, 16).toString('base64url')}`;
}

/** The key of the order that ships (and charges) one month of a subscription. */
export function toCycleOrderKey(subscriptionId: string, cycle: number): string {
  return `subscription:${subscriptionId}:${cycle}`;
}
