import { randomBytes } from 'node:crypto';

/** A provider-style identifier such as tok_…, card_… or ch_… (128 random bits, alphanumeric). */
export function createProviderId(prefix: 'tok' | 'card' | 'ch'): string {
  return `${prefix}_${randomBytes(16).toString('hex')}`;
}
