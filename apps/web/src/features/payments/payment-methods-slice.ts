import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SavedCard } from '@fillwell/contracts';
import { addCardToList, makeCardDefaultInList, removeCardFromList } from '@fillwell/domain';
import { paymentsApi } from './api';

export interface PaymentMethodsState {
  /** Saved cards, newest first, kept by the spec's Cards transitions. */
  items: SavedCard[];
  /** The card chosen for the order; the default card when none was chosen. */
  selectedId: string | null;
}

export const initialPaymentMethodsState: PaymentMethodsState = { items: [], selectedId: null };

/** Forgets a choice of a card that is no longer saved. */
function keepSelection(state: PaymentMethodsState): void {
  if (!state.items.some((card) => card.id === state.selectedId)) state.selectedId = null;
}

const { addCard, getCards, makeCardDefault, removeCard } = paymentsApi.endpoints;

export const paymentMethodsSlice = createSlice({
  name: 'paymentMethods',
  initialState: initialPaymentMethodsState,
  reducers: {
    cardSelected(state, action: PayloadAction<string>) {
      if (state.items.some((card) => card.id === action.payload)) state.selectedId = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addMatcher(getCards.matchFulfilled, (state, { payload }) => {
        state.items = payload;
        keepSelection(state);
      })
      .addMatcher(addCard.matchFulfilled, (state, { payload }) => {
        state.items = addCardToList(state.items, payload, payload.default);
        state.selectedId = payload.id;
      })
      // Shown at once; the server's answer (or a refetch after a failure) settles it.
      .addMatcher(makeCardDefault.matchPending, (state, { meta }) => {
        state.items = makeCardDefaultInList(state.items, meta.arg.originalArgs);
      })
      .addMatcher(removeCard.matchPending, (state, { meta }) => {
        state.items = removeCardFromList(state.items, meta.arg.originalArgs);
        keepSelection(state);
      })
      .addMatcher(makeCardDefault.matchFulfilled, (state, { payload }) => {
        state.items = payload;
      })
      .addMatcher(removeCard.matchFulfilled, (state, { payload }) => {
        state.items = payload;
        keepSelection(state);
      });
  },
});

export const { cardSelected } = paymentMethodsSlice.actions;

interface StateWithPaymentMethods {
  paymentMethods: PaymentMethodsState;
}

export function selectSavedCards(state: StateWithPaymentMethods): SavedCard[] {
  return state.paymentMethods.items;
}

/** The chosen card, else the default, else the newest; null without cards. */
export function selectSelectedCardId(state: StateWithPaymentMethods): string | null {
  const { items, selectedId } = state.paymentMethods;
  if (selectedId && items.some((card) => card.id === selectedId)) return selectedId;
  return (items.find((card) => card.default) ?? items[0])?.id ?? null;
}
