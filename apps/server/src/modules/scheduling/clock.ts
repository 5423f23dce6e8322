const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The time scheduled work runs by. Real time, plus an offset that only a developer's call or a
 * test moves forward, so a renewal or refill due in a month can be seen today.
 */
export interface Clock {
  now: () => Date;
  /** Today's date (UTC) as YYYY-MM-DD. */
  today: () => string;
  advanceDays: (days: number) => Date;
  offsetDays: () => number;
}

export function createClock(readRealTime: () => number = Date.now): Clock {
  let offsetMs = 0;
  const now = () => new Date(readRealTime() + offsetMs);
  return {
    now,
    today: () => toIsoDate(now()),
    advanceDays(days) {
      offsetMs += days * DAY_MS;
      return now();
    },
    offsetDays: () => offsetMs / DAY_MS,
  };
}

export function toIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The ISO date `days` after an ISO date. */
export function addDaysToIsoDate(isoDate: string, days: number): string {
  return toIsoDate(new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS));
}
