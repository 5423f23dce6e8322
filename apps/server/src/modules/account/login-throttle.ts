/**
 * Per-email brute-force protection: after `maxFailures` wrong passwords within `windowMs`, sign-in
 * for that email is refused until the oldest failure leaves the window. Counted in memory (one
 * process), like the per-IP rate limits.
 */
export interface LoginThrottle {
  /** Milliseconds to wait before this email may try again; 0 when it may try now. */
  getWaitMs(email: string): number;
  recordFailure(email: string): void;
  reset(email: string): void;
}

export const LOGIN_THROTTLE = { maxFailures: 5, windowMs: 15 * 60 * 1000 } as const;
const MAX_TRACKED_EMAILS = 100_000;

export function createLoginThrottle(now: () => number = Date.now): LoginThrottle {
  const failures = new Map<string, number[]>();

  const recent = (email: string): number[] => {
    const since = now() - LOGIN_THROTTLE.windowMs;
    const kept = (failures.get(email) ?? []).filter((at) => at > since);
    if (kept.length === 0) failures.delete(email);
    else failures.set(email, kept);
    return kept;
  };

  return {
    getWaitMs(email) {
      const times = recent(email);
      if (times.length < LOGIN_THROTTLE.maxFailures) return 0;
      const oldestCounted = times[times.length - LOGIN_THROTTLE.maxFailures] ?? now();
      return Math.max(0, oldestCounted + LOGIN_THROTTLE.windowMs - now());
    },
    recordFailure(email) {
      if (failures.size >= MAX_TRACKED_EMAILS && !failures.has(email)) {
        const oldestKey = failures.keys().next().value;
        if (oldestKey !== undefined) failures.delete(oldestKey);
      }
      failures.set(email, [...recent(email), now()]);
    },
    reset(email) {
      failures.delete(email);
    },
  };
}

/** "15 minutes", "1 minute": whole minutes, rounded up. */
export function formatWait(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
