import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Pharmacy } from '@fillwell/contracts';

export interface PharmacyState {
  selected: Pharmacy | null;
  zipCode: string | null;
}

export const initialPharmacyState: PharmacyState = { selected: null, zipCode: null };

export const pharmacySlice = createSlice({
  name: 'pharmacy',
  initialState: initialPharmacyState,
  reducers: {
    /** The pharmacy chosen for pickup, with the ZIP it was found near. */
    pharmacySelected(state, action: PayloadAction<{ pharmacy: Pharmacy; zipCode: string | null }>) {
      state.selected = action.payload.pharmacy;
      state.zipCode = action.payload.zipCode;
    },
  },
});

export const { pharmacySelected } = pharmacySlice.actions;
