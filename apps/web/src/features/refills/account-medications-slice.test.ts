import {
  accountMedicationsSlice,
  initialAccountMedicationsState,
  medicationOrderCancelled,
  medicationPinned,
  medicationsLoaded,
  medicationUnpinned,
} from './account-medications-slice';
import { createMyMed, createPinnedMed } from './testing/refill-fixtures';

const { reducer } = accountMedicationsSlice;

describe('accountMedications state', () => {
  const onItsWay = createMyMed();
  const pinned = createPinnedMed();
  const loaded = reducer(initialAccountMedicationsState, medicationsLoaded([pinned, onItsWay]));

  it('keeps pinned meds and the unpinned ones pending delivery', () => {
    expect(loaded.meds).toEqual([pinned]);
    expect(loaded.pendingDelivery).toEqual([onItsWay]);
  });

  it('pinning moves a med off the pending list', () => {
    const state = reducer(loaded, medicationPinned(onItsWay));
    expect(state.meds.map((med) => [med.slug, med.pinned])).toEqual([
      ['atorvastatin', true],
      ['lisinopril', true],
    ]);
    expect(state.pendingDelivery).toEqual([]);
  });

  it('unpinning removes the med from both lists', () => {
    const both = reducer(loaded, medicationPinned(onItsWay));
    const state = reducer(both, medicationUnpinned(onItsWay.medNameId));
    expect(state.meds).toEqual([pinned]);
    expect(state.pendingDelivery).toEqual([]);
  });

  it("order cancel clears the med's order links", () => {
    const state = reducer(loaded, medicationOrderCancelled('ord_1'));
    expect(state.pendingDelivery).toEqual([]);
    expect(reducer(loaded, medicationOrderCancelled('ord_other'))).toEqual(loaded);
  });
});
