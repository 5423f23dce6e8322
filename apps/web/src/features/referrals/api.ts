import type { ReferralSummary, ReferralSummaryResponse } from '@fillwell/contracts';
import { api } from '@/lib/api';

export const referralsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReferralSummary: build.query<ReferralSummary, void>({
      query: () => 'v2/user/account/referrals',
      transformResponse: (response: ReferralSummaryResponse) => response.result,
      // A friend's order may have been paid since: asked again each time the page opens.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetReferralSummaryQuery } = referralsApi;
