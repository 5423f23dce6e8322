import { describe, expect, it } from 'vitest';
import { buildNameSearchIndex, type SearchableName } from './name-search-index';

const NAMES: SearchableName[] = [
  { name: 'Atorvastatin', popularityRank: 1, relatedIndexes: [1] },
  { name: 'Lipitor', popularityRank: 1, relatedIndexes: [0] },
  { name: 'Lisinopril', popularityRank: 4, relatedIndexes: [3] },
  { name: 'Zestril', popularityRank: 4, relatedIndexes: [2] },
  { name: 'Metoprolol Succinate ER', popularityRank: 9, relatedIndexes: [] },
  { name: 'Atorxaprine', popularityRank: 900, relatedIndexes: [] },
  { name: 'Rosuvastatin', popularityRank: 20, relatedIndexes: [] },
  { name: 'Lisinopril/Hydrochlorothiazide', popularityRank: 30, relatedIndexes: [] },
  { name: 'Atomoxetine', popularityRank: 150, relatedIndexes: [] },
];

const index = buildNameSearchIndex(NAMES);
const search = (term: string, limit = 10) =>
  index.search(term, limit).map((entry) => NAMES[entry]?.name);

describe('name search', () => {
  it('puts prefix matches first, by popularity, then their brand or generic', () => {
    expect(search('ato')).toEqual(['Atorvastatin', 'Atomoxetine', 'Atorxaprine', 'Lipitor']);
    expect(search('ator')[0]).toBe('Atorvastatin');
  });

  it('lists the generic for a brand and the brand for a generic', () => {
    expect(search('lipitor')).toEqual(['Lipitor', 'Atorvastatin']);
    expect(search('zestril')).toEqual(['Zestril', 'Lisinopril']);
  });

  it('ranks an exact name above longer names it prefixes', () => {
    expect(search('lisinopril').slice(0, 2)).toEqual([
      'Lisinopril',
      'Lisinopril/Hydrochlorothiazide',
    ]);
  });

  it('matches word prefixes inside multi-word names, case-insensitively', () => {
    expect(search('SUCC')).toEqual(['Metoprolol Succinate ER']);
    expect(search('hydrochlo')).toEqual(['Lisinopril/Hydrochlorothiazide']);
  });

  it('finds names through typos, after prefix matches', () => {
    expect(search('atorvastatn')[0]).toBe('Atorvastatin');
    expect(search('lisinipril')[0]).toBe('Lisinopril');
    expect(search('atrovastatin')).toContain('Atorvastatin');
    expect(search('metoprolol succinat')[0]).toBe('Metoprolol Succinate ER');
  });

  it('prefers a close typo match over a loose one', () => {
    const results = search('rosuvastatn');
    expect(results[0]).toBe('Rosuvastatin');
  });

  it('caps the results at the limit', () => {
    expect(search('a', 2)).toHaveLength(2);
    expect(search('ato', 1)).toEqual(['Atorvastatin']);
    expect(search('ato', 0)).toEqual([]);
  });

  it('answers nothing for terms without letters or digits, or without a match', () => {
    expect(search('💊💊')).toEqual([]);
    expect(search("'; drop table drugs;--")).toEqual([]);
    expect(search('%25%27')).toEqual([]);
    expect(search('qqqqzzzz')).toEqual([]);
  });

  it('ranks by popularity among thousands of prefix matches', () => {
    const many: SearchableName[] = Array.from({ length: 15_000 }, (_, position) => ({
      name: `${['Dra', 'Ver', 'Lo', 'Ator', 'Pre'][position % 5]}x${position.toString(36)}vastatin`,
      popularityRank: 15_000 - position,
      relatedIndexes: [],
    }));
    const big = buildNameSearchIndex(many);
    const results = big.search('ator', 4).map((entry) => many[entry]?.popularityRank);
    expect(results).toEqual([2, 7, 12, 17]);
  });
});
