import { initialPharmacyState, pharmacySelected, pharmacySlice } from './pharmacy-slice';
import { createPharmacyResult } from './testing/pharmacy-fixtures';

describe('pharmacy slice', () => {
  it('stores the chosen pharmacy and the ZIP it was found near', () => {
    const pharmacy = createPharmacyResult(1);
    const state = pharmacySlice.reducer(
      initialPharmacyState,
      pharmacySelected({ pharmacy, zipCode: '63103' }),
    );
    expect(state).toEqual({ selected: pharmacy, zipCode: '63103' });
  });
});
