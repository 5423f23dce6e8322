import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface ModalState {
  name: string | null;
}

export const initialModalState: ModalState = { name: null };

/** One open modal at a time, known by name. */
export const modalSlice = createSlice({
  name: 'modal',
  initialState: initialModalState,
  reducers: {
    modalOpened(state, action: PayloadAction<string>) {
      state.name = action.payload;
    },
    modalClosed(state) {
      state.name = null;
    },
  },
});

export const { modalOpened, modalClosed } = modalSlice.actions;

export const selectOpenModal = (state: { modal: ModalState }): string | null => state.modal.name;
