import { createSlice } from '@reduxjs/toolkit';

export interface SubscriptionCart {
  medSlug: string | null;
  coupon: { description: string; appliedAmount: number } | null;
  totalPriceWithCoupons: number | null;
  subscriptionFee: number | null;
  medicalFee: number | null;
}

export interface SubscriptionsState {
  cart: SubscriptionCart;
}

export const initialSubscriptionsState: SubscriptionsState = {
  cart: {
    medSlug: null,
    coupon: null,
    totalPriceWithCoupons: null,
    subscriptionFee: null,
    medicalFee: null,
  },
};

export const subscriptionsSlice = createSlice({
  name: 'subscriptions',
  initialState: initialSubscriptionsState,
  reducers: {},
});
