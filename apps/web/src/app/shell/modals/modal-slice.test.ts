import { initialModalState, modalClosed, modalOpened, modalSlice } from './modal-slice';

describe('modal slice', () => {
  it('opens one modal by name and clears it on close', () => {
    let state = modalSlice.reducer(initialModalState, modalOpened('update-required'));
    expect(state.name).toBe('update-required');
    state = modalSlice.reducer(state, modalOpened('spanish-help'));
    expect(state.name).toBe('spanish-help');
    state = modalSlice.reducer(state, modalClosed());
    expect(state.name).toBeNull();
  });
});
