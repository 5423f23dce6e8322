import { createSlice } from '@reduxjs/toolkit';

export interface SavedPaymentMethod {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  isDefault: boolean;
}

export interface PaymentMethodsState {
  items: SavedPaymentMethod[];
  selectedId: string | null;
}

export const initialPaymentMethodsState: PaymentMethodsState = { items: [], selectedId: null };

export const paymentMethodsSlice = createSlice({
  name: 'paymentMethods',
  initialState: initialPaymentMethodsState,
  reducers: {},
});
