/** The directory's letter pages as they appear in the URL: a to z, then 0-9 for names that start with a digit. */
export const DIGITS_SEGMENT = '0-9';

export const DIRECTORY_LETTERS: readonly string[] = [
  ...'abcdefghijklmnopqrstuvwxyz',
  DIGITS_SEGMENT,
];

/** The letter the API expects for a URL segment ('0-9' is sent as '0'); null for anything else. */
export function toApiLetter(segment: string): string | null {
  const letter = segment.toLowerCase();
  if (letter === DIGITS_SEGMENT) return '0';
  return /^[a-z]$/.test(letter) ? letter : null;
}

/** "A", …, "Z" and "0-9" as the letter navigation shows them. */
export function formatLetterLabel(segment: string): string {
  return segment.toUpperCase();
}

/** The page heading for a letter. */
export function formatLetterHeading(segment: string): string {
  return segment === DIGITS_SEGMENT
    ? 'Medications starting with a number'
    : `Medications starting with ${formatLetterLabel(segment)}`;
}
