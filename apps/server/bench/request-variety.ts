/**
 * Pure helpers that turn catalogue samples into many distinct requests, so a benchmark target
 * measures the work behind a route rather than the server's caches of recent answers.
 */

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, max). */
  below(max: number): number;
}

/** A small seeded generator (mulberry32): the same seed gives the same requests every run. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = Math.imul(state ^ (state >>> 15), state | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
  return { next, below: (max) => Math.floor(next() * max) };
}

/** A shuffled copy (Fisher–Yates). */
export function shuffle<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = random.below(index + 1);
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

export interface ZipCodeEntry {
  zipCode: string;
  stateCode: string;
}

/**
 * About `count` ZIP codes spread over the given states: each state gets a share in proportion
 * to its ZIP codes (at least `minPerState`), evenly spaced through its sorted codes, and the
 * states take turns so that consecutive requests land far apart.
 */
export function spreadZipCodes(
  entries: readonly ZipCodeEntry[],
  options: { count: number; stateCodes: readonly string[]; minPerState?: number },
): string[] {
  const wanted = new Set(options.stateCodes);
  const byState = new Map<string, string[]>();
  for (const entry of entries) {
    if (!wanted.has(entry.stateCode)) continue;
    const codes = byState.get(entry.stateCode) ?? [];
    codes.push(entry.zipCode);
    byState.set(entry.stateCode, codes);
  }
  const total = [...byState.values()].reduce((sum, codes) => sum + codes.length, 0);
  const picksByState = [...byState.keys()].sort().map((state) => {
    const codes = [...(byState.get(state) ?? [])].sort();
    const share = Math.round((options.count * codes.length) / Math.max(total, 1));
    return pickEvenly(codes, Math.max(share, options.minPerState ?? 1));
  });
  return interleave(picksByState);
}

/** `count` items (at most all of them) evenly spaced through `items`. */
export function pickEvenly<T>(items: readonly T[], count: number): T[] {
  const size = Math.min(count, items.length);
  return Array.from(
    { length: size },
    (_, index) => items[Math.floor(((index + 0.5) * items.length) / size)] as T,
  );
}

/** The first item of each list, then the second of each, and so on. */
export function interleave<T>(lists: readonly (readonly T[])[]): T[] {
  const longest = Math.max(0, ...lists.map((list) => list.length));
  const result: T[] = [];
  for (let index = 0; index < longest; index++) {
    for (const list of lists) {
      const item = list[index];
      if (item !== undefined) result.push(item);
    }
  }
  return result;
}

/** Distinct lower-case prefixes of the names, from `minLength` to `maxLength` characters. */
export function listPrefixes(
  names: readonly string[],
  lengths: { minLength: number; maxLength: number },
): string[] {
  const prefixes = new Set<string>();
  for (const name of names) {
    const text = name.trim().toLowerCase();
    for (let length = lengths.minLength; length <= lengths.maxLength; length++) {
      const prefix = text.slice(0, length);
      if (prefix.length === length && !prefix.endsWith(' ')) prefixes.add(prefix);
    }
  }
  return [...prefixes];
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * Misspellings of the names: one letter after the first replaced by another, `perName` of
 * each name of at least five letters, none equal to a real name.
 */
export function makeTypos(names: readonly string[], random: Random, perName: number): string[] {
  const realNames = new Set(names.map((name) => name.trim().toLowerCase()));
  const typos = new Set<string>();
  for (const name of realNames) {
    if (!/^[a-z]{5,}$/.test(name)) continue;
    const ofName = new Set<string>();
    for (let attempt = 0; attempt < perName * 3 && ofName.size < perName; attempt++) {
      const typo = replaceOneLetter(name, random);
      if (!realNames.has(typo)) ofName.add(typo);
    }
    for (const typo of ofName) typos.add(typo);
  }
  return [...typos];
}

function replaceOneLetter(name: string, random: Random): string {
  const position = 1 + random.below(name.length - 1);
  const choices = LETTERS.replace(name[position] ?? '', '');
  const letter = choices[random.below(choices.length)] ?? 'x';
  return name.slice(0, position) + letter + name.slice(position + 1);
}
