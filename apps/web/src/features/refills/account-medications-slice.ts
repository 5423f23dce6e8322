import { createSlice } from '@reduxjs/toolkit';

export interface AccountMedication {
  medId: string;
  slug: string;
  isPinned: boolean;
}

export interface AccountMedicationsState {
  meds: AccountMedication[];
  pendingDelivery: AccountMedication[];
}

export const initialAccountMedicationsState: AccountMedicationsState = {
  meds: [],
  pendingDelivery: [],
};

export const accountMedicationsSlice = createSlice({
  name: 'accountMedications',
  initialState: initialAccountMedicationsState,
  reducers: {},
});
