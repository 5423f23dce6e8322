import type { ApplyInviteRequest, ApplyInviteResponse, UserResponse } from '@fillwell/contracts';
import { api } from '@/lib/api';

export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUser: build.query<UserResponse, void>({ query: () => 'v2/user' }),
    applyInvite: build.mutation<ApplyInviteResponse, ApplyInviteRequest>({
      query: (body) => ({ path: 'v2/user/invite', method: 'POST', body }),
    }),
  }),
});

export const { useGetUserQuery } = accountApi;
