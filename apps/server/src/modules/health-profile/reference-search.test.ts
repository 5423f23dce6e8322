import { describe, expect, it } from 'vitest';
import { createReferenceSearch, toSearchText } from './reference-search';

const CONDITIONS = [
  { code: 'E11.9', description: 'Type 2 diabetes mellitus without complications' },
  { code: 'E11', description: 'Type 2 diabetes mellitus' },
  { code: 'E10', description: 'Type 1 diabetes mellitus' },
  { code: 'O24.4', description: 'Gestational diabetes mellitus' },
  { code: 'J45', description: 'Asthma' },
];
const search = createReferenceSearch(CONDITIONS, (row) => [row.description, row.code]);
const codesFor = (term: string, limit = 10) => search.search(term, limit).map((row) => row.code);

describe('createReferenceSearch', () => {
  it('ranks texts starting with the term first, then shorter texts first', () => {
    expect(codesFor('diabetes')).toEqual(['E10', 'E11', 'O24.4', 'E11.9']);
    expect(codesFor('type')).toEqual(['E10', 'E11', 'E11.9']);
  });

  it('matches every typed word at the start of a word, in any order', () => {
    expect(codesFor('mellitus type 2')).toEqual(['E11', 'E11.9']);
  });

  it('finds by a second key (the code) and honours the limit', () => {
    expect(codesFor('e11')).toEqual(['E11', 'E11.9']);
    expect(codesFor('diabetes', 1)).toEqual(['E10']);
  });

  it('ignores case, accents and punctuation, and finds nothing for an empty term', () => {
    expect(codesFor('ÁSTHMA!')).toEqual(['J45']);
    expect(codesFor('  ')).toEqual([]);
    expect(toSearchText('  Crème-Brûlée ')).toBe('creme brulee');
  });
});
