import type { Profile, ProfileResponse, UpdateProfileRequest } from '@fillwell/contracts';
import { api } from '@/lib/api';

export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<Profile, UpdateProfileRequest>({
      query: (body) => ({ path: 'v2/user/account', method: 'PATCH', body }),
      transformResponse: (response: ProfileResponse) => response.result,
      // GET /v2/user carries the account; refetch it so every screen shows the change.
      invalidatesTags: ['User', 'Profile'],
    }),
  }),
});

export const { useUpdateProfileMutation } = profileApi;
