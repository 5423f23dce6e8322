import type {
  ContactRequest,
  PriceMatchClaim,
  SupportRequestReceipt,
  supportRequestResponseSchema,
} from '@fillwell/contracts';
import type { z } from 'zod';
import { api } from '@/lib/api';

type SupportRequestResponse = z.infer<typeof supportRequestResponseSchema>;

export const supportApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContactRequest: build.mutation<SupportRequestReceipt, ContactRequest>({
      query: (body) => ({ path: 'v2/support/contact', method: 'POST', body }),
      transformResponse: (response: SupportRequestResponse) => response.result,
    }),
    sendPriceMatchClaim: build.mutation<SupportRequestReceipt, PriceMatchClaim>({
      query: (body) => ({ path: 'v2/support/price-match', method: 'POST', body }),
      transformResponse: (response: SupportRequestResponse) => response.result,
    }),
  }),
});

export const { useSendContactRequestMutation, useSendPriceMatchClaimMutation } = supportApi;
