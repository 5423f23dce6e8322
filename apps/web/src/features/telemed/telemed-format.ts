const DATE_TIME = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

const DATE = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/** "Mar 3, 2026, 2:05 PM"; empty for no date. */
export function formatDateTime(iso: string | null): string {
  return iso ? DATE_TIME.format(new Date(iso)) : '';
}

/** "March 3, 2026". */
export function formatDate(iso: string): string {
  return DATE.format(new Date(iso));
}

export function formatSex(sex: 'male' | 'female' | null): string {
  if (sex === 'male') return 'Male';
  if (sex === 'female') return 'Female';
  return 'Not given';
}
