import { createSlice } from '@reduxjs/toolkit';

export interface FillwellCard {
  cardholderId: string;
  company: string;
  firstName: string | null;
  lastName: string | null;
  patientHelpNumber: string;
  pharmacyHelpNumber: string;
  rxAmountOwed: number | null;
  rxBin: string;
  rxGroup: string;
  rxPcn: string;
  status: string;
}

export interface FillwellCardState {
  card: FillwellCard | null;
}

export const initialFillwellCardState: FillwellCardState = { card: null };

export const fillwellCardSlice = createSlice({
  name: 'fillwellCard',
  initialState: initialFillwellCardState,
  reducers: {},
});
