import { createHash, timingSafeEqual } from 'node:crypto';

/** Whether `given` is the preview token, compared in constant time; never without a token. */
export function isPreviewToken(given: string, token: string | null): boolean {
  if (token === null) return false;
  return timingSafeEqual(digest(given), digest(token));
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}
