import { slugifyQuery } from './slugify-query';

describe('slugifyQuery', () => {
  it('turns a typed name into a drug page slug', () => {
    expect(slugifyQuery('  Lipitor ')).toBe('lipitor');
    expect(slugifyQuery('Metformin ER 500 mg')).toBe('metformin-er-500-mg');
    expect(slugifyQuery('!!!')).toBe('');
  });
});
