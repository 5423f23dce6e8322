import { describe, expect, it } from 'vitest';
import {
  createRandom,
  interleave,
  listPrefixes,
  makeTypos,
  pickEvenly,
  shuffle,
  spreadZipCodes,
} from './request-variety';

describe('createRandom', () => {
  it('repeats its sequence for a seed and differs between seeds', () => {
    const first = Array.from({ length: 5 }, createRandom(7).next);
    const again = createRandom(7);
    expect(first).toEqual(Array.from({ length: 5 }, again.next));
    expect(createRandom(8).next()).not.toBe(first[0]);
    expect(first.every((value) => value >= 0 && value < 1)).toBe(true);
  });
});

describe('shuffle', () => {
  it('keeps every item and leaves the input alone', () => {
    const items = Array.from({ length: 50 }, (_, index) => index);
    const shuffled = shuffle(items, createRandom(1));
    expect([...shuffled].sort((a, b) => a - b)).toEqual(items);
    expect(shuffled).not.toEqual(items);
    expect(items[0]).toBe(0);
  });
});

describe('pickEvenly and interleave', () => {
  it('spaces picks through the list and never picks more than there is', () => {
    expect(pickEvenly([0, 1, 2, 3, 4, 5, 6, 7, 8, 9], 2)).toEqual([2, 7]);
    expect(pickEvenly(['a', 'b'], 5)).toEqual(['a', 'b']);
  });

  it('takes the lists in turns', () => {
    expect(interleave([[1, 2, 3], [4], [5, 6]])).toEqual([1, 4, 5, 2, 6, 3]);
  });
});

describe('spreadZipCodes', () => {
  const entries = [
    ...Array.from({ length: 90 }, (_, index) => ({
      zipCode: String(10000 + index),
      stateCode: 'NY',
    })),
    ...Array.from({ length: 10 }, (_, index) => ({
      zipCode: String(99500 + index),
      stateCode: 'AK',
    })),
    { zipCode: '00601', stateCode: 'PR' },
  ];

  it('shares the count by state size, keeps a minimum per state and skips other states', () => {
    const zips = spreadZipCodes(entries, { count: 20, stateCodes: ['NY', 'AK'], minPerState: 3 });
    expect(zips.filter((zip) => zip.startsWith('1'))).toHaveLength(18);
    expect(zips.filter((zip) => zip.startsWith('995'))).toHaveLength(3);
    expect(zips).not.toContain('00601');
    expect(new Set(zips).size).toBe(zips.length);
  });

  it('alternates states so that neighbours in the list are far apart', () => {
    const zips = spreadZipCodes(entries, { count: 20, stateCodes: ['NY', 'AK'], minPerState: 3 });
    expect(zips.slice(0, 4).map((zip) => zip.startsWith('995'))).toEqual([
      true,
      false,
      true,
      false,
    ]);
  });
});

describe('listPrefixes', () => {
  it('gives each distinct lower-case prefix in the length range once', () => {
    expect(listPrefixes(['Atorvastatin', 'Ativan', 'AB'], { minLength: 2, maxLength: 4 })).toEqual([
      'at',
      'ato',
      'ator',
      'ati',
      'ativ',
      'ab',
    ]);
  });

  it('skips prefixes that end in a space', () => {
    expect(listPrefixes(['Co Q10'], { minLength: 2, maxLength: 4 })).toEqual(['co', 'co q']);
  });
});

describe('makeTypos', () => {
  const names = ['Lisinopril', 'Lipitor', 'Ativan', 'Xanax', 'Co Q10'];
  const typos = makeTypos(names, createRandom(3), 3);

  it('changes exactly one letter after the first, never into a real name', () => {
    expect(typos.length).toBeGreaterThanOrEqual(9);
    for (const typo of typos) {
      const original = names
        .map((name) => name.toLowerCase())
        .find((name) => isOneApart(name, typo));
      expect(original, typo).toBeDefined();
      expect(typo[0]).toBe(original?.[0]);
    }
  });

  it('gives up to the asked number per name and skips names with other characters', () => {
    expect(typos.filter((typo) => typo.length === 'lisinopril'.length)).toHaveLength(3);
    expect(typos.some((typo) => typo.includes(' '))).toBe(false);
  });
});

function isOneApart(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  return [...a].filter((char, index) => char !== b[index]).length === 1;
}
