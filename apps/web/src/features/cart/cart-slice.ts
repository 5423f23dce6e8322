import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PriceCategory } from '@fillwell/domain';

export interface CartItem {
  id: string;
  medId: string;
  slug: string;
  priceCategory: PriceCategory;
}

export interface CartState {
  items: CartItem[];
  coupon: { description: string; appliedAmount: number } | null;
  walletCredit: { appliedAmount: number } | null;
  total: number | null;
  confirmedPrescriptions: string[];
  isBuyingConsultations: string[];
  isHeaderCartExpanded: boolean;
}

export const initialCartState: CartState = {
  items: [],
  coupon: null,
  walletCredit: null,
  total: null,
  confirmedPrescriptions: [],
  isBuyingConsultations: [],
  isHeaderCartExpanded: false,
};

/** Areas of the cart that are never written to storage. */
export const CART_TRANSIENT_KEYS = ['confirmedPrescriptions', 'isBuyingConsultations'] as const;

export const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    headerCartExpandedChanged(state, action: PayloadAction<boolean>) {
      state.isHeaderCartExpanded = action.payload;
    },
  },
});

export const { headerCartExpandedChanged } = cartSlice.actions;

interface WithCart {
  cart: CartState;
}

export const selectCartItemCount = (state: WithCart): number => state.cart.items.length;
export const selectIsHeaderCartExpanded = (state: WithCart): boolean =>
  state.cart.isHeaderCartExpanded;
