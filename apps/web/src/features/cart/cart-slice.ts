import { createAction, createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import type { Cart, CartCoupon, CartItem } from '@fillwell/contracts';
import { getErrorMessage } from '@/lib/api';
import { cartApi } from './api';

export interface CartState {
  id: string | null;
  items: CartItem[];
  total: Cart['total'] | null;
  subtotal: Cart['subtotal'] | null;
  coupon: CartCoupon | null;
  hasCoupons: boolean;
  walletCredit: Cart['walletCredit'];
  cartPharmacyNetworkId: number | null;
  reimbursementConsentRequired: boolean;
  reimbursementConsentMessage: string | null;
  /** ISO time the cart was last loaded. */
  updatedOn: string | null;
  fetching: boolean;
  error: string | null;
  /** medIds whose prescription the user confirmed in checkout (never persisted). */
  confirmedPrescriptions: number[];
  /** medNameIds bought with a doctor visit (never persisted). */
  isBuyingConsultations: number[];
  isHeaderCartExpanded: boolean;
  showAutoRefillModal: boolean;
}

export const initialCartState: CartState = {
  id: null,
  items: [],
  total: null,
  subtotal: null,
  coupon: null,
  hasCoupons: false,
  walletCredit: null,
  cartPharmacyNetworkId: null,
  reimbursementConsentRequired: false,
  reimbursementConsentMessage: null,
  updatedOn: null,
  fetching: false,
  error: null,
  confirmedPrescriptions: [],
  isBuyingConsultations: [],
  isHeaderCartExpanded: false,
  showAutoRefillModal: false,
};

/** Areas of the cart that are never written to storage. */
export const CART_TRANSIENT_KEYS = ['confirmedPrescriptions', 'isBuyingConsultations'] as const;

/** Dispatched by checkout when a purchase succeeds: the cart starts over. */
export const purchaseSucceeded = createAction<{ orderId: string }>('cart/purchaseSucceeded');

const cartAnswered = isAnyOf(
  cartApi.endpoints.getCart.matchFulfilled,
  cartApi.endpoints.addCartItems.matchFulfilled,
  cartApi.endpoints.updateCartItems.matchFulfilled,
  cartApi.endpoints.removeCartItem.matchFulfilled,
  cartApi.endpoints.setCartPharmacy.matchFulfilled,
);

function storeCart(state: CartState, cart: Cart, now: string) {
  state.id = cart.id;
  state.items = cart.items;
  state.total = cart.total;
  state.subtotal = cart.subtotal;
  state.coupon = cart.coupon;
  state.hasCoupons = cart.hasCoupons;
  state.walletCredit = cart.walletCredit;
  state.cartPharmacyNetworkId = cart.cartPharmacyNetworkId;
  state.reimbursementConsentRequired = cart.reimbursementConsentRequired;
  state.reimbursementConsentMessage = cart.reimbursementConsentMessage;
  state.updatedOn = now;
  state.fetching = false;
  state.error = null;
}

export const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    headerCartExpandedChanged(state, action: PayloadAction<boolean>) {
      state.isHeaderCartExpanded = action.payload;
    },
    autoRefillModalToggled(state) {
      state.showAutoRefillModal = !state.showAutoRefillModal;
    },
    /** verify-rx answered: every medId is confirmed; those medNameIds come with a doctor visit. */
    prescriptionsConfirmed(
      state,
      action: PayloadAction<{ medIds: number[]; consultationMedNameIds: number[] }>,
    ) {
      state.confirmedPrescriptions = [...new Set(action.payload.medIds)];
      state.isBuyingConsultations = [...new Set(action.payload.consultationMedNameIds)];
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(purchaseSucceeded, () => initialCartState)
      .addMatcher(cartApi.endpoints.getCart.matchPending, (state) => {
        state.fetching = true;
      })
      .addMatcher(cartApi.endpoints.getCart.matchRejected, (state, action) => {
        state.fetching = false;
        // A fetch replaced by a newer one is not a failure.
        if (action.meta.condition) return;
        state.error = getErrorMessage(action.payload ?? action.error);
      })
      .addMatcher(cartApi.endpoints.applyCoupon.matchFulfilled, (state, action) => {
        storeCart(state, action.payload.cart, new Date().toISOString());
      })
      .addMatcher(cartAnswered, (state, action) => {
        storeCart(state, action.payload, new Date().toISOString());
      });
  },
});

export const { headerCartExpandedChanged, autoRefillModalToggled, prescriptionsConfirmed } =
  cartSlice.actions;

interface WithCart {
  cart: CartState;
}

export const selectCartItemCount = (state: WithCart): number => state.cart.items.length;
export const selectIsHeaderCartExpanded = (state: WithCart): boolean =>
  state.cart.isHeaderCartExpanded;
export const selectCartState = (state: WithCart): CartState => state.cart;
export const selectConfirmedPrescriptions = (state: WithCart): number[] =>
  state.cart.confirmedPrescriptions;
export const selectIsBuyingConsultations = (state: WithCart): number[] =>
  state.cart.isBuyingConsultations;
