import type { SearchResult } from '@fillwell/contracts';
import {
  getNextActiveIndex,
  getSearchBoxContent,
  isSearchableTerm,
  normalizeSearchTerm,
  type SearchBoxInput,
} from './search-rules';

function result(name: string, alternateName: string | null = null): SearchResult {
  return { medNameId: name.length, name, alternateName, slug: name.toLowerCase(), isBrand: false };
}

const RESULTS = ['Atorvastatin', 'Atenolol', 'Ativan', 'Atomoxetine', 'Atovaquone'].map((name) =>
  result(name),
);

function content(overrides: Partial<SearchBoxInput>) {
  return getSearchBoxContent({
    term: '',
    currentResults: undefined,
    latestResults: undefined,
    hasFailed: false,
    recentlyViewed: [],
    ...overrides,
  });
}

describe('search terms', () => {
  it('are trimmed, single-spaced and lower case', () => {
    expect(normalizeSearchTerm('  Metformin   ER ')).toBe('metformin er');
  });

  it('need at least two letters', () => {
    expect(isSearchableTerm('a')).toBe(false);
    expect(isSearchableTerm('at')).toBe(true);
  });
});

describe('what the results box shows', () => {
  it('lists recently viewed drugs when nothing is typed', () => {
    const box = content({
      recentlyViewed: [
        { slug: 'atorvastatin', formattedName: 'Atorvastatin', formattedAlternateName: 'Lipitor' },
      ],
    });
    expect(box).toEqual({
      kind: 'recent',
      options: [{ slug: 'atorvastatin', name: 'Atorvastatin', alternateName: 'Lipitor' }],
      message: null,
      isCurrent: true,
    });
  });

  it('asks for two letters and clears the suggestions for one', () => {
    const box = content({ term: 'a', latestResults: RESULTS });
    expect(box.message).toBe('Please enter at least 2 letters to search');
    expect(box.options).toEqual([]);
  });

  it('caps the suggestions at four, with name and alternate name', () => {
    const box = content({
      term: 'at',
      currentResults: [result('Atorvastatin', 'Lipitor'), ...RESULTS],
    });
    expect(box.options).toHaveLength(4);
    expect(box.options[0]).toEqual({
      slug: 'atorvastatin',
      name: 'Atorvastatin',
      alternateName: 'Lipitor',
    });
    expect(box.message).toBeNull();
    expect(box.isCurrent).toBe(true);
  });

  it('says no results only once the term has been answered', () => {
    expect(content({ term: 'zzzzqqq', currentResults: [] }).message).toBe('No results found.');
    expect(content({ term: 'zzzzqqq' }).message).toBeNull();
  });

  it('keeps the previous suggestions while the next ones load', () => {
    const box = content({ term: 'ator', latestResults: RESULTS });
    expect(box.options.map((option) => option.name)).toEqual(
      RESULTS.slice(0, 4).map((item) => item.name),
    );
    expect(box.isCurrent).toBe(false);
  });

  it('shows nothing new when the search failed', () => {
    const box = content({ term: 'ator', latestResults: RESULTS, hasFailed: true });
    expect(box).toMatchObject({ options: [], message: null });
  });
});

describe('arrow key movement', () => {
  it('starts at the first or last option and wraps around', () => {
    expect(getNextActiveIndex(-1, 1, 4)).toBe(0);
    expect(getNextActiveIndex(-1, -1, 4)).toBe(3);
    expect(getNextActiveIndex(3, 1, 4)).toBe(0);
    expect(getNextActiveIndex(0, -1, 4)).toBe(3);
    expect(getNextActiveIndex(1, 1, 4)).toBe(2);
    expect(getNextActiveIndex(0, 1, 0)).toBe(-1);
  });
});
