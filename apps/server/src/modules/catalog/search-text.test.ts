import { describe, expect, it } from 'vitest';
import { computeTrigramSimilarity, makeTrigrams, normalizeSearchText } from './search-text';

describe('search text', () => {
  it('normalizes case, accents and punctuation to words', () => {
    expect(normalizeSearchText('  Lisinopril/HCTZ  ')).toBe('lisinopril hctz');
    expect(normalizeSearchText('Crème-Fraîche 10%')).toBe('creme fraiche 10');
    expect(normalizeSearchText("'; drop table drugs;--")).toBe('drop table drugs');
    expect(normalizeSearchText('💊💊')).toBe('');
  });

  it('makes trigrams the way pg_trgm does', () => {
    expect([...makeTrigrams('cat')].sort()).toEqual(['  c', ' ca', 'at ', 'cat']);
    expect(makeTrigrams('a b').size).toBe(4);
  });

  it('scores similarity as pg_trgm does (values checked against PostgreSQL)', () => {
    expect(computeTrigramSimilarity('atorvastatin', 'atorvastatin')).toBe(1);
    expect(computeTrigramSimilarity('atorvastatn', 'atorvastatin')).toBeCloseTo(10 / 15);
    expect(computeTrigramSimilarity('lisinipril', 'lisinopril')).toBeCloseTo(4 / 7);
    expect(computeTrigramSimilarity('a b', 'a b c')).toBeCloseTo(2 / 3);
    expect(computeTrigramSimilarity('xyz', 'atorvastatin')).toBe(0);
    expect(computeTrigramSimilarity('', '')).toBe(0);
  });
});
