import {
  DIRECTORY_LETTERS,
  formatLetterHeading,
  formatLetterLabel,
  toApiLetter,
} from './directory-letters';

describe('directory letters', () => {
  it('are a to z, then 0-9', () => {
    expect(DIRECTORY_LETTERS).toHaveLength(27);
    expect(DIRECTORY_LETTERS[0]).toBe('a');
    expect(DIRECTORY_LETTERS[25]).toBe('z');
    expect(DIRECTORY_LETTERS[26]).toBe('0-9');
  });

  it('map a URL segment to the letter the API takes', () => {
    expect(toApiLetter('a')).toBe('a');
    expect(toApiLetter('L')).toBe('l');
    expect(toApiLetter('0-9')).toBe('0');
    for (const segment of ['0', 'ab', '', '1', 'é', 'popular']) {
      expect(toApiLetter(segment)).toBeNull();
    }
  });

  it('label and title each page', () => {
    expect(formatLetterLabel('a')).toBe('A');
    expect(formatLetterLabel('0-9')).toBe('0-9');
    expect(formatLetterHeading('l')).toBe('Medications starting with L');
    expect(formatLetterHeading('0-9')).toBe('Medications starting with a number');
  });
});
