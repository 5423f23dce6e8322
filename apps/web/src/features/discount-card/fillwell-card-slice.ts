import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DiscountCard } from '@fillwell/contracts';
import { accountApi } from '@/features/account';

/** The card as the spec's {product}Card holds it (persisted, so it shows at a counter offline). */
export type FillwellCard = Omit<DiscountCard, 'issuedOn'>;

export interface FillwellCardState {
  card: FillwellCard | null;
}

export const initialFillwellCardState: FillwellCardState = { card: null };

function toStoredCard({ issuedOn: _issuedOn, ...card }: DiscountCard): FillwellCard {
  return card;
}

export const fillwellCardSlice = createSlice({
  name: 'fillwellCard',
  initialState: initialFillwellCardState,
  reducers: {
    cardReceived(state, action: PayloadAction<DiscountCard>) {
      state.card = toStoredCard(action.payload);
    },
  },
  extraReducers: (builder) => {
    // Signed out, or another account without a card: the stored card is not theirs.
    builder.addMatcher(accountApi.endpoints.getUser.matchFulfilled, (state, { payload }) => {
      if (!payload.account?.isMagicVerified) state.card = null;
    });
  },
});

export const { cardReceived } = fillwellCardSlice.actions;

interface WithFillwellCard {
  fillwellCard: FillwellCardState;
}

export const selectStoredCard = (state: WithFillwellCard): FillwellCard | null =>
  state.fillwellCard.card;
