import { drugViewed, initialSearchState, searchSlice, selectRecentlyViewed } from './search-slice';

const reduce = searchSlice.reducer;

function viewed(slug: string) {
  return drugViewed({ slug, formattedName: slug.toUpperCase(), formattedAlternateName: null });
}

describe('recently viewed drugs', () => {
  it('puts the latest drug first', () => {
    let state = reduce(initialSearchState, viewed('lipitor'));
    state = reduce(state, viewed('zocor'));
    expect(state.recentlyViewed.map((drug) => drug.slug)).toEqual(['zocor', 'lipitor']);
  });

  it('keeps each drug once, moving a repeat visit to the front', () => {
    let state = initialSearchState;
    for (const slug of ['lipitor', 'zocor', 'xanax', 'zocor']) state = reduce(state, viewed(slug));
    expect(state.recentlyViewed.map((drug) => drug.slug)).toEqual(['zocor', 'xanax', 'lipitor']);
  });

  it('holds five at most, dropping the oldest', () => {
    let state = initialSearchState;
    for (const slug of ['a1', 'b2', 'c3', 'd4', 'e5', 'f6']) state = reduce(state, viewed(slug));
    expect(state.recentlyViewed.map((drug) => drug.slug)).toEqual(['f6', 'e5', 'd4', 'c3', 'b2']);
  });

  it('stores the name and alternate name the list shows', () => {
    const state = reduce(
      initialSearchState,
      drugViewed({
        slug: 'atorvastatin',
        formattedName: 'Atorvastatin',
        formattedAlternateName: 'Lipitor',
      }),
    );
    expect(state.recentlyViewed).toEqual([
      { slug: 'atorvastatin', formattedName: 'Atorvastatin', formattedAlternateName: 'Lipitor' },
    ]);
  });

  it('ignores stored entries of another shape', () => {
    const stored = [
      { slug: 'atorvastatin', name: 'Atorvastatin' },
      { slug: 'zocor', formattedName: 'Zocor', formattedAlternateName: 'simvastatin' },
    ];
    const search = { recentlyViewed: stored } as unknown as typeof initialSearchState;
    expect(selectRecentlyViewed({ search })).toEqual([stored[1]]);
    const broken = { recentlyViewed: 'oops' } as unknown as typeof initialSearchState;
    expect(selectRecentlyViewed({ search: broken })).toEqual([]);
  });
});
