import { randomBytes } from 'node:crypto';

/** A provider-style identifier such as tok_…, card_…, ch_… or re_… (128 random bits, hex). */
export function createProviderId(prefix: 'tok' | 'card' | 'ch' | 're'): string {
  return `${prefix}_${randomBytes(16).toString('hex')}`;
}
