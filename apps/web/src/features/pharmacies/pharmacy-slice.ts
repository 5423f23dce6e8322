import { createSlice } from '@reduxjs/toolkit';
import type { Pharmacy } from '@fillwell/contracts';

export interface PharmacyState {
  selected: Pharmacy | null;
  zipCode: string | null;
}

export const initialPharmacyState: PharmacyState = { selected: null, zipCode: null };

export const pharmacySlice = createSlice({
  name: 'pharmacy',
  initialState: initialPharmacyState,
  reducers: {},
});
