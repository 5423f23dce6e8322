import { DEVICE } from '@fillwell/domain';
import {
  createInitialHeaderState,
  deviceChanged,
  headerSlice,
  isSearchView,
  pathChanged,
  viewChanged,
  viewRestored,
} from './header-slice';

const reduce = headerSlice.reducer;

describe('header slice', () => {
  it('starts on the default view with no paths', () => {
    const state = createInitialHeaderState(DEVICE.desktop);
    expect(state).toMatchObject({ device: 4, view: 'DEFAULT', title: null, currentPath: null });
  });

  it('records the device code', () => {
    const state = reduce(createInitialHeaderState(), deviceChanged(DEVICE.tablet));
    expect(state.device).toBe(2);
  });

  it('stores the previous view and title on change and restores them', () => {
    let state = reduce(
      createInitialHeaderState(),
      viewChanged({ view: 'TAKE_OVER', title: 'Checkout' }),
    );
    expect(state).toMatchObject({ view: 'TAKE_OVER', title: 'Checkout', previousView: 'DEFAULT' });
    state = reduce(state, viewChanged({ view: 'PHARMACY_SEARCH' }));
    expect(state).toMatchObject({
      view: 'PHARMACY_SEARCH',
      title: null,
      previousView: 'TAKE_OVER',
      previousTitle: 'Checkout',
    });
    state = reduce(state, viewRestored());
    expect(state).toMatchObject({ view: 'TAKE_OVER', title: 'Checkout', previousView: null });
    state = reduce(state, viewRestored());
    expect(state).toMatchObject({ view: 'DEFAULT', title: null });
  });

  it('moves the current path and its state to previous on a path update', () => {
    let state = reduce(createInitialHeaderState(), pathChanged({ path: '/' }));
    state = reduce(state, pathChanged({ path: '/cart', state: { from: 'header' } }));
    expect(state).toMatchObject({
      previousPath: '/',
      previousPathState: null,
      currentPath: '/cart',
      currentPathState: { from: 'header' },
    });
  });

  it('changes nothing for the path already current (a rendered page arrives with its path)', () => {
    const state = reduce(
      reduce(createInitialHeaderState(), pathChanged({ path: '/' })),
      pathChanged({ path: '/atorvastatin?q=1' }),
    );
    expect(reduce(state, pathChanged({ path: '/atorvastatin?q=1' }))).toBe(state);
    expect(
      reduce(state, pathChanged({ path: '/atorvastatin?q=1', state: { from: 'x' } })),
    ).toMatchObject({
      previousPath: '/atorvastatin?q=1',
      currentPathState: { from: 'x' },
    });
  });

  it('knows which views are searches', () => {
    expect(isSearchView('MEDICATION_SEARCH')).toBe(true);
    expect(isSearchView('ALLERGY_SEARCH')).toBe(true);
    expect(isSearchView('DEFAULT')).toBe(false);
    expect(isSearchView('PURCHASE')).toBe(false);
  });
});
