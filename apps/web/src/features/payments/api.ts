import type {
  AddCardTokenRequest,
  CardsResponse,
  PaymentConfigResponse,
  SavedCard,
  WalletResponse,
} from '@fillwell/contracts';
import { api } from '@/lib/api';

function cardPath(id: string): string {
  return `payments/cards/${encodeURIComponent(id)}`;
}

export const paymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Where the card form tokenizes: the embedded gateway or Stripe. */
    getPaymentConfig: build.query<PaymentConfigResponse, void>({ query: () => 'payments/config' }),
    getCards: build.query<CardsResponse, void>({ query: () => 'cards', providesTags: ['Cards'] }),
    /** Saves a card the provider tokenized; the account's card count changes too. */
    addCard: build.mutation<SavedCard, AddCardTokenRequest>({
      query: (body) => ({ path: 'payments/add_token', method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['Cards', 'User'] : []),
    }),
    makeCardDefault: build.mutation<CardsResponse, string>({
      query: (id) => ({ path: `${cardPath(id)}/make_default`, method: 'POST' }),
      // Also after a failure: the list shown was changed ahead of the answer.
      invalidatesTags: () => ['Cards'],
    }),
    removeCard: build.mutation<CardsResponse, string>({
      query: (id) => ({ path: cardPath(id), method: 'DELETE' }),
      invalidatesTags: () => ['Cards', 'User'],
    }),
    getWallet: build.query<WalletResponse, void>({
      query: () => 'wallet',
      providesTags: ['Wallet'],
    }),
  }),
});

export const {
  useGetPaymentConfigQuery,
  useGetCardsQuery,
  useAddCardMutation,
  useMakeCardDefaultMutation,
  useRemoveCardMutation,
  useGetWalletQuery,
} = paymentsApi;
