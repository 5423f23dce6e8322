import type {
  AccountTypeRequest,
  AccountTypeResponse,
  ApplyInviteRequest,
  ApplyInviteResponse,
  GuestLoginRequest,
  GuestLoginResponse,
  LinkLoginRequest,
  LoginRequest,
  LogoutResponse,
  OtpSendResponse,
  OtpType,
  OutboxResponse,
  PasswordResetRequest,
  PasswordResetResponse,
  SetPasswordRequest,
  SignupRequest,
  UserResponse,
} from '@fillwell/contracts';
import { api } from '@/lib/api';

/** Signing in or out changes everything the account owns: refetch all of it. */
const ACCOUNT_TAGS = ['User', 'Profile', 'PatientProfile', 'Addresses', 'Cards', 'Wallet'] as const;

export interface OtpSendArgs {
  type: OtpType;
  /** Ten digits. */
  mobileNumber: string;
}

export interface OtpVerifyArgs {
  type: OtpType;
  otpCode: string;
  tid: string;
  matchCode?: string | null;
  /** Ten digits; sent as +1 and the digits. */
  mobileNumber: string;
}

/** Signed in: the answer is the new GET /v2/user body; the session state takes it at once. */
async function storeSignedInUser(
  dispatch: (action: unknown) => unknown,
  queryFulfilled: Promise<{ data: UserResponse }>,
): Promise<void> {
  try {
    const { data } = await queryFulfilled;
    dispatch(accountApi.util.upsertQueryData('getUser', undefined, data));
  } catch {
    // The failure is the caller's to show.
  }
}

const signedInUpdates = {
  invalidatesTags: (result: unknown) => (result ? [...ACCOUNT_TAGS] : []),
  onQueryStarted: (
    _args: unknown,
    {
      dispatch,
      queryFulfilled,
    }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: UserResponse }> },
  ) => storeSignedInUser(dispatch, queryFulfilled),
};

export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUser: build.query<UserResponse, void>({ query: () => 'v2/user', providesTags: ['User'] }),
    applyInvite: build.mutation<ApplyInviteResponse, ApplyInviteRequest>({
      query: (body) => ({ path: 'v2/user/invite', method: 'POST', body }),
    }),
    signup: build.mutation<UserResponse, SignupRequest>({
      query: (body) => ({ path: 'v2/user/account/signup', method: 'POST', body }),
      ...signedInUpdates,
    }),
    login: build.mutation<UserResponse, LoginRequest>({
      query: (body) => ({ path: 'v2/user/account/login', method: 'POST', body }),
      ...signedInUpdates,
    }),
    logout: build.mutation<LogoutResponse, void>({
      query: () => ({ path: 'v2/user/account/logout', method: 'POST' }),
    }),
    getAccountType: build.mutation<AccountTypeResponse, AccountTypeRequest>({
      query: (body) => ({ path: 'v2/user/account/type', method: 'POST', body }),
    }),
    guestLogin: build.mutation<GuestLoginResponse, GuestLoginRequest>({
      query: (body) => ({ path: 'v2/user/account/login/guest', method: 'POST', body }),
      invalidatesTags: (result) => (result?.result.status === 'signedIn' ? [...ACCOUNT_TAGS] : []),
      onQueryStarted: async (_args, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data?.result.status === 'signedIn')
          void dispatch(
            accountApi.endpoints.getUser.initiate(undefined, {
              subscribe: false,
              forceRefetch: true,
            }),
          );
      },
    }),
    loginWithLink: build.mutation<UserResponse, LinkLoginRequest>({
      query: (body) => ({ path: 'v2/user/account/login/link', method: 'POST', body }),
      ...signedInUpdates,
    }),
    sendPasswordReset: build.mutation<PasswordResetResponse, PasswordResetRequest>({
      query: (body) => ({ path: 'v2/user/account/password', method: 'POST', body }),
    }),
    setPassword: build.mutation<UserResponse, SetPasswordRequest>({
      query: (body) => ({ path: 'v2/user/account/password', method: 'PATCH', body }),
      ...signedInUpdates,
    }),
    sendOtp: build.mutation<OtpSendResponse, OtpSendArgs>({
      query: ({ type, mobileNumber }) => ({
        path: `v2/user/account/otp/${type}/send`,
        method: 'POST',
        body: { mobileNumber },
      }),
    }),
    verifyOtp: build.mutation<UserResponse, OtpVerifyArgs>({
      query: ({ type, mobileNumber, ...body }) => ({
        path: `v2/user/account/otp/${type}/verify`,
        method: 'POST',
        body: { ...body, mobileNumber: `+1${mobileNumber}` },
      }),
      ...signedInUpdates,
    }),
    getOutbox: build.query<OutboxResponse, void>({ query: () => 'dev/outbox' }),
  }),
});

export const {
  useGetUserQuery,
  useSignupMutation,
  useLoginMutation,
  useLogoutMutation,
  useGetAccountTypeMutation,
  useGuestLoginMutation,
  useLoginWithLinkMutation,
  useSendPasswordResetMutation,
  useSetPasswordMutation,
  useSendOtpMutation,
  useVerifyOtpMutation,
  useGetOutboxQuery,
} = accountApi;
