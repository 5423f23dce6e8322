import {
  AUTO_REFILL_CANCEL_REASON_CODES,
  type AutoRefillCancelReasonCode,
} from '@fillwell/contracts';

const CANCEL_REASON_CODES: ReadonlySet<string> = new Set(AUTO_REFILL_CANCEL_REASON_CODES);

export function isAutoRefillCancelReason(code: string): code is AutoRefillCancelReasonCode {
  return CANCEL_REASON_CODES.has(code);
}
