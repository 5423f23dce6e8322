import { formatDistance, getVisiblePharmacies, hasHiddenPharmacies } from './pharmacy-list-rules';

const twentyFive = Array.from({ length: 25 }, (_, index) => index);

describe('pharmacy list rules', () => {
  it('shows the first ten until expanded, then all', () => {
    expect(getVisiblePharmacies(twentyFive, false)).toEqual(twentyFive.slice(0, 10));
    expect(getVisiblePharmacies(twentyFive, true)).toHaveLength(25);
  });

  it('only has hidden pharmacies past ten and while collapsed', () => {
    expect(hasHiddenPharmacies(25, false)).toBe(true);
    expect(hasHiddenPharmacies(10, false)).toBe(false);
    expect(hasHiddenPharmacies(25, true)).toBe(false);
  });

  it('formats distances in miles with at most one decimal', () => {
    expect(formatDistance(2.84)).toBe('2.8 mi');
    expect(formatDistance(12)).toBe('12 mi');
    expect(formatDistance(null)).toBeNull();
  });
});
