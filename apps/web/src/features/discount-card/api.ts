import type { z } from 'zod';
import type {
  CardSavingsResponse,
  DiscountCardResponse,
  magicCardCouponRequestSchema,
  magicCardMatchRequestSchema,
  magicCardPharmacyRequestSchema,
  magicCardSignupRequestSchema,
} from '@fillwell/contracts';
import { api } from '@/lib/api';

type SignupRequest = z.input<typeof magicCardSignupRequestSchema>;
type MatchRequest = z.input<typeof magicCardMatchRequestSchema>;
type CouponRequest = z.input<typeof magicCardCouponRequestSchema>;
type PharmacyRequest = z.input<typeof magicCardPharmacyRequestSchema>;

const CARD_PATH = 'v2/user/account/magic_card';
const CARD = { type: 'DiscountCard', id: 'CARD' } as const;
const SAVINGS = { type: 'DiscountCard', id: 'SAVINGS' } as const;

/**
 * A change to the card changes the account summary too (isMagicVerified, magicCoupon, the magic
 * pricing tier and magicPharmacy), and the cart's discount-card prices with it.
 */
const cardChanged = {
  invalidatesTags: (result: unknown) => (result ? [CARD, 'User' as const, 'Cart' as const] : []),
};

export const discountCardApi = api
  .enhanceEndpoints({ addTagTypes: ['DiscountCard'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** The signed-in person's card; 404 when they have none. */
      getDiscountCard: build.query<DiscountCardResponse, void>({
        query: () => CARD_PATH,
        providesTags: [CARD],
      }),
      signupDiscountCard: build.mutation<DiscountCardResponse, SignupRequest>({
        query: (body) => ({ path: `${CARD_PATH}/signup`, method: 'POST', body }),
        ...cardChanged,
      }),
      matchDiscountCard: build.mutation<DiscountCardResponse, MatchRequest>({
        query: (body) => ({ path: `${CARD_PATH}/match`, method: 'PATCH', body }),
        ...cardChanged,
      }),
      accessDiscountCard: build.mutation<DiscountCardResponse, MatchRequest>({
        query: (body) => ({ path: `${CARD_PATH}/access`, method: 'POST', body }),
        ...cardChanged,
      }),
      addDiscountCardCoupon: build.mutation<DiscountCardResponse, CouponRequest>({
        query: (body) => ({ path: `${CARD_PATH}/coupon`, method: 'POST', body }),
        ...cardChanged,
      }),
      setDiscountCardPharmacy: build.mutation<DiscountCardResponse, PharmacyRequest>({
        query: (body) => ({ path: `${CARD_PATH}/access_by_pharmacy`, method: 'POST', body }),
        ...cardChanged,
      }),
      /** This year's paid claims; loaded afresh each time the card opens (a fill may be new). */
      getCardSavings: build.query<CardSavingsResponse, void>({
        query: () => `${CARD_PATH}/savings`,
        providesTags: [SAVINGS],
      }),
    }),
  });

export const {
  useGetDiscountCardQuery,
  useSignupDiscountCardMutation,
  useMatchDiscountCardMutation,
  useAccessDiscountCardMutation,
  useAddDiscountCardCouponMutation,
  useSetDiscountCardPharmacyMutation,
  useGetCardSavingsQuery,
} = discountCardApi;
