/**
 * Places in the purchase and the cancellation where a test may make the server die at once, as a
 * crash would (FAULT_CRASH_AT, honoured only when NODE_ENV is test).
 */
export const CRASH_POINTS = [
  /** The order is written open; the card is not charged yet. */
  'purchase:after-open',
  /** The card is charged; the order is still open. */
  'purchase:after-charge',
  /** The order is recorded paid; the answer is not sent yet. */
  'purchase:after-record',
  /** The refund is recorded as under way; the provider is not asked yet. */
  'cancel:after-start',
  /** The provider refunded; the cancellation is not recorded yet. */
  'cancel:after-refund',
] as const;

export type CrashPointName = (typeof CRASH_POINTS)[number];

/** Called at each crash point; kills the process at the configured one. */
export type CrashPoint = (point: CrashPointName) => void;

export const NO_CRASH: CrashPoint = () => {};

export function isCrashPointName(value: string): value is CrashPointName {
  return (CRASH_POINTS as readonly string[]).includes(value);
}

export function createCrashPoint(configured: CrashPointName | null): CrashPoint {
  if (!configured) return NO_CRASH;
  return (point) => {
    // SIGKILL: no exit handlers, no flushing, no closing of connections, as in a real crash.
    if (point === configured) process.kill(process.pid, 'SIGKILL');
  };
}
