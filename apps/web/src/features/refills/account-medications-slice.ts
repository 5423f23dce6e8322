import { createSlice, current, type PayloadAction } from '@reduxjs/toolkit';
import type { MyMed } from '@fillwell/contracts';
import {
  cancelMedicationOrder,
  pinMedication,
  sortMedications,
  unpinMedication,
} from '@fillwell/domain';

/**
 * My medications as the spec's state keeps them (persisted): the pinned list and the
 * pending-delivery list, moved by the domain rule's transitions.
 */
export interface AccountMedicationsState {
  meds: MyMed[];
  pendingDelivery: MyMed[];
}

export const initialAccountMedicationsState: AccountMedicationsState = {
  meds: [],
  pendingDelivery: [],
};

export const accountMedicationsSlice = createSlice({
  name: 'accountMedications',
  initialState: initialAccountMedicationsState,
  reducers: {
    /** The account's medications arrived from the API. */
    medicationsLoaded: (_state, action: PayloadAction<MyMed[]>) => sortMedications(action.payload),
    medicationPinned: (state, action: PayloadAction<MyMed>) =>
      pinMedication(current(state), action.payload),
    medicationUnpinned: (state, action: PayloadAction<number>) =>
      unpinMedication(current(state), action.payload),
    medicationOrderCancelled: (state, action: PayloadAction<string>) =>
      cancelMedicationOrder(current(state), action.payload),
  },
});

export const { medicationsLoaded, medicationPinned, medicationUnpinned, medicationOrderCancelled } =
  accountMedicationsSlice.actions;

interface WithAccountMedications {
  accountMedications: AccountMedicationsState;
}

export const selectAccountMedications = (state: WithAccountMedications): AccountMedicationsState =>
  state.accountMedications;
