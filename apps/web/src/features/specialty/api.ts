import type {
  NimbusCartResponse,
  NimbusLinkRequest,
  NimbusPatientResponse,
  NimbusPurchaseRequest,
  NimbusPurchaseResponse,
  NimbusSignupRequest,
  Order,
  OrderResponse,
  UserResponse,
} from '@fillwell/contracts';
import { accountApi } from '@/features/account';
import { api } from '@/lib/api';
import { sendRequest } from '@/lib/http';

export interface NimbusPurchaseArgs {
  request: NimbusPurchaseRequest;
  /** One per visit of the review step: a retry or a second click reuses it. */
  idempotencyKey: string;
}

/** POST v2/nimbus_cart/purchase with its Idempotency-Key header. */
async function sendNimbusPurchase(
  { request, idempotencyKey }: NimbusPurchaseArgs,
  signal: AbortSignal,
) {
  const fetchWithKey: typeof fetch = (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('idempotency-key', idempotencyKey);
    return fetch(input, { ...init, headers });
  };
  return sendRequest<NimbusPurchaseResponse>(
    { path: 'v2/nimbus_cart/purchase', method: 'POST', body: request, signal },
    { fetch: fetchWithKey },
  );
}

const NIMBUS_TAGS = ['NimbusCart', 'User', 'Addresses', 'Cards'] as const;

export const specialtyApi = api
  .enhanceEndpoints({ addTagTypes: ['NimbusCart', 'SpecialtyOrder'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getNimbusPatient: build.query<NimbusPatientResponse, string>({
        query: (exitToken) => ({
          path: 'v2/user/account/signup/nimbus',
          query: { exitToken },
        }),
        providesTags: ['User'],
      }),
      /** Follows the account, its address and its cards: each changes the next step. */
      getNimbusCart: build.query<NimbusCartResponse, void>({
        query: () => 'v2/nimbus_cart',
        providesTags: [...NIMBUS_TAGS],
      }),
      signUpNimbus: build.mutation<UserResponse, NimbusSignupRequest>({
        query: (body) => ({ path: 'v2/user/account/signup/nimbus', method: 'POST', body }),
        onQueryStarted: async (_args, { dispatch, queryFulfilled }) => {
          try {
            const { data } = await queryFulfilled;
            dispatch(accountApi.util.upsertQueryData('getUser', undefined, data));
          } catch {
            // The form shows the failure.
          }
        },
        invalidatesTags: (result) => (result ? [...NIMBUS_TAGS, 'Cart', 'Profile', 'Wallet'] : []),
      }),
      linkNimbusPatient: build.mutation<NimbusCartResponse, NimbusLinkRequest>({
        query: (body) => ({ path: 'v2/nimbus_cart/link', method: 'POST', body }),
        invalidatesTags: (result) => (result ? ['NimbusCart'] : []),
      }),
      purchaseNimbusCart: build.mutation<NimbusPurchaseResponse, NimbusPurchaseArgs>({
        queryFn: async (args, { signal }) => {
          const result = await sendNimbusPurchase(args, signal);
          return result.error ? { error: result.error } : { data: result.data };
        },
        invalidatesTags: (result) => (result ? ['NimbusCart'] : []),
      }),
      getSpecialtyOrder: build.query<Order, string>({
        query: (orderId) => `v2/orders/${encodeURIComponent(orderId)}`,
        transformResponse: (response: OrderResponse) => response.result,
        providesTags: (_result, _error, orderId) => [{ type: 'SpecialtyOrder', id: orderId }],
      }),
    }),
  });

export const {
  useGetNimbusPatientQuery,
  useGetNimbusCartQuery,
  useSignUpNimbusMutation,
  useLinkNimbusPatientMutation,
  usePurchaseNimbusCartMutation,
  useGetSpecialtyOrderQuery,
} = specialtyApi;
