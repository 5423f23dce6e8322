import streetSuffix from 'street-suffix';

/** USPS Publication 28 directionals, spelled out or already abbreviated. */
const DIRECTIONALS: Readonly<Record<string, string>> = {
  NORTH: 'N',
  SOUTH: 'S',
  EAST: 'E',
  WEST: 'W',
  NORTHEAST: 'NE',
  NORTHWEST: 'NW',
  SOUTHEAST: 'SE',
  SOUTHWEST: 'SW',
  N: 'N',
  S: 'S',
  E: 'E',
  W: 'W',
  NE: 'NE',
  NW: 'NW',
  SE: 'SE',
  SW: 'SW',
};

/** USPS secondary unit designators (Publication 28, appendix C2) that take a number. */
const UNIT_DESIGNATORS: Readonly<Record<string, string>> = {
  APARTMENT: 'Apt',
  APT: 'Apt',
  BUILDING: 'Bldg',
  BLDG: 'Bldg',
  DEPARTMENT: 'Dept',
  DEPT: 'Dept',
  FLOOR: 'Fl',
  FL: 'Fl',
  LOT: 'Lot',
  ROOM: 'Rm',
  RM: 'Rm',
  SPACE: 'Spc',
  SPC: 'Spc',
  SUITE: 'Ste',
  STE: 'Ste',
  TRAILER: 'Trlr',
  TRLR: 'Trlr',
  UNIT: 'Unit',
};

/** Words written in capitals whatever the case they were typed in. */
const UPPER_CASE_WORDS = new Set(['PO', 'RR', 'HC', 'US']);
const LOWER_CASE_WORDS = new Set(['of', 'the', 'and', 'at']);
const PO_BOX_PATTERN = /^(?:p\s*o|post\s+office)\s*box\s+(\S+)$/i;
const ORDINAL_PATTERN = /^(\d+)(st|nd|rd|th)$/i;

/**
 * A street line written the USPS way (suffix and directionals abbreviated, spaces collapsed,
 * title case), or null when it has no number to deliver to.
 */
export function normalizeStreetLine(text: string): string | null {
  const cleaned = text
    .replace(/[.,]+(?!\d)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!/\d/.test(cleaned)) return null;
  const poBox = PO_BOX_PATTERN.exec(cleaned);
  if (poBox) return `PO Box ${(poBox[1] ?? '').toUpperCase()}`;
  const words = cleaned.split(' ');
  const unitStart = findUnitStart(words);
  const primary = normalizePrimary(words.slice(0, unitStart));
  const unit = normalizeUnit(words.slice(unitStart));
  return [...primary, ...unit].join(' ');
}

/** Where a secondary unit ("Apt 4", "#4") begins; the length when there is none. */
function findUnitStart(words: readonly string[]): number {
  for (let index = 2; index < words.length; index += 1) {
    const word = words[index] ?? '';
    if (word.startsWith('#')) return index;
    if (UNIT_DESIGNATORS[word.toUpperCase()] && index < words.length - 1) return index;
  }
  return words.length;
}

function normalizePrimary(words: readonly string[]): string[] {
  const result = words.map(formatWord);
  const upper = words.map((word) => word.toUpperCase());
  let end = result.length;
  const last = upper[end - 1] ?? '';
  if (end >= 3 && DIRECTIONALS[last] && !DIRECTIONALS[upper[end - 2] ?? '']) {
    result[end - 1] = DIRECTIONALS[last];
    end -= 1;
  }
  const suffixIndex = end - 1;
  const suffix = suffixIndex >= 2 ? streetSuffix.abbreviate(upper[suffixIndex] ?? '') : undefined;
  if (suffix) result[suffixIndex] = toTitleCase(suffix);
  const nameEnd = suffix ? suffixIndex : end;
  const first = upper[1] ?? '';
  // A leading directional is abbreviated only when a street name follows it ("N Main St", but
  // "North St" keeps its name).
  if (DIRECTIONALS[first] && nameEnd > 2) result[1] = DIRECTIONALS[first];
  return result;
}

function normalizeUnit(words: readonly string[]): string[] {
  return words.map((word, index) => {
    const designator = index === 0 ? UNIT_DESIGNATORS[word.toUpperCase()] : undefined;
    return designator ?? word.toUpperCase();
  });
}

function formatWord(word: string, index: number): string {
  const ordinal = ORDINAL_PATTERN.exec(word);
  if (ordinal) return `${ordinal[1]}${(ordinal[2] ?? '').toLowerCase()}`;
  if (/\d/.test(word) || UPPER_CASE_WORDS.has(word.toUpperCase())) return word.toUpperCase();
  if (index > 1 && LOWER_CASE_WORDS.has(word.toLowerCase())) return word.toLowerCase();
  const isSingleCase = word === word.toLowerCase() || word === word.toUpperCase();
  return isSingleCase ? toTitleCase(word) : word;
}

/** "o'fallon" → "O'Fallon", "MARY-KATE" → "Mary-Kate", "mary's" → "Mary's". */
export function toTitleCase(text: string): string {
  return text
    .toLowerCase()
    .split(/([\s-]+)/)
    .map(capitalizePart)
    .join('');
}

function capitalizePart(part: string): string {
  const capitalized = part.replace(/^\p{L}/u, (letter) => letter.toUpperCase());
  return /^\p{L}'\p{L}/u.test(capitalized)
    ? capitalized.slice(0, 2) + capitalized.slice(2, 3).toUpperCase() + capitalized.slice(3)
    : capitalized;
}
