import { describe, expect, it } from 'vitest';
import { escapeLikePattern, toSearchWords } from './provider-repository';
import { isZipCodeSearch } from './provider-search';
import { isTransferEligible, keepDistinct } from './transfer-rules';

describe('isTransferEligible', () => {
  const complete = { firstName: 'Ada', lastName: 'Lovelace', dob: '1990-12-10' };

  it('needs first name, last name and date of birth', () => {
    expect(isTransferEligible(complete)).toBe(true);
    expect(isTransferEligible(undefined)).toBe(false);
    expect(isTransferEligible({ ...complete, firstName: null })).toBe(false);
    expect(isTransferEligible({ ...complete, lastName: '  ' })).toBe(false);
    expect(isTransferEligible({ ...complete, dob: null })).toBe(false);
  });
});

describe('keepDistinct', () => {
  it('keeps the first of each id in order, up to the maximum', () => {
    const items = ['a', 'b', 'a', 'c', 'b', 'd'].map((id, index) => ({ id, index }));
    expect(keepDistinct(items, 10).map((item) => item.index)).toEqual([0, 1, 3, 5]);
    expect(keepDistinct(items, 2).map((item) => item.id)).toEqual(['a', 'b']);
  });
});

describe('provider search input', () => {
  it('takes exactly five digits as a ZIP code', () => {
    expect(isZipCodeSearch('63103')).toBe(true);
    for (const text of ['6310', '631033', 'smith', '6310a']) {
      expect(isZipCodeSearch(text)).toBe(false);
    }
  });

  it('searches by the lower-cased words', () => {
    expect(toSearchWords('  Maria   GARCIA ')).toEqual(['maria', 'garcia']);
  });

  it('matches LIKE wildcards literally', () => {
    expect(escapeLikePattern('50%_off\\')).toBe('50\\%\\_off\\\\');
  });
});
