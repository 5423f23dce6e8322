const DAY_FORMAT = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** A post's day (YYYY-MM-DD) as people write it: "September 14, 2026". */
export function formatPublishedDay(day: string): string {
  return DAY_FORMAT.format(new Date(`${day}T00:00:00Z`));
}
