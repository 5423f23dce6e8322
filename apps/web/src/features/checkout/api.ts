import type {
  Cart,
  CheckoutAnswersRequest,
  EligibleFormulation,
  InitiateTransferRequest,
  InitiateTransferResponse,
  Pharmacy,
  PharmacySearchResponse,
  PurchaseRequest,
  PurchaseResponse,
  TelemedCartEligibilityResponse,
  TelemedSubstituteResponse,
  TransferEligibilityResponse,
  UpdatePrescriptionSourcesRequest,
} from '@fillwell/contracts';
import { LIMITS, NETWORK_IDS } from '@fillwell/domain';
import { cartApi } from '@/features/cart';
import { api } from '@/lib/api';
import { sendRequest } from '@/lib/http';

export type TelemedCartEligibility = TelemedCartEligibilityResponse['result'];
export type TransferEligibility = TransferEligibilityResponse['result'];

export interface TelemedCartEligibilityArgs {
  cartId: string;
  /** The state to judge; by default the person's telemed or location state. */
  state?: string | null;
}

export interface PurchaseArgs {
  request: PurchaseRequest;
  /** One per visit of the review page and cart version: a retry reuses it. */
  idempotencyKey: string;
}

/** The cart the answer carries becomes the cached cart at once (the cart state follows it). */
async function storeAnsweredCart(
  dispatch: (action: unknown) => unknown,
  queryFulfilled: Promise<{ data: Cart }>,
): Promise<void> {
  try {
    const { data } = await queryFulfilled;
    await dispatch(cartApi.util.upsertQueryData('getCart', undefined, data));
  } catch {
    // The failure is the caller's to show.
  }
}

/** POST cart/purchase with its Idempotency-Key header (the shared client sets no headers). */
async function sendPurchase({ request, idempotencyKey }: PurchaseArgs, signal: AbortSignal) {
  const fetchWithKey: typeof fetch = (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('idempotency-key', idempotencyKey);
    return fetch(input, { ...init, headers });
  };
  return sendRequest<PurchaseResponse>(
    { path: 'cart/purchase', method: 'POST', body: request, signal },
    { fetch: fetchWithKey },
  );
}

export const checkoutApi = api.enhanceEndpoints({ addTagTypes: ['Order'] }).injectEndpoints({
  endpoints: (build) => ({
    updatePrescriptionSources: build.mutation<Cart, UpdatePrescriptionSourcesRequest>({
      query: (body) => ({ path: 'v2/cart/prescriptions', method: 'PATCH', body }),
      onQueryStarted: (_args, { dispatch, queryFulfilled }) =>
        storeAnsweredCart(dispatch, queryFulfilled),
    }),
    /**
     * The prescription answers kept with the cart. A visit's state becomes the account's telemed
     * state: the account is loaded again then.
     */
    setCheckoutAnswers: build.mutation<Cart, CheckoutAnswersRequest>({
      query: (body) => ({ path: 'v2/cart/checkout_answers', method: 'PUT', body }),
      onQueryStarted: (_args, { dispatch, queryFulfilled }) =>
        storeAnsweredCart(dispatch, queryFulfilled),
      invalidatesTags: (result, _error, args) => (result && args.visitPatient ? ['User'] : []),
    }),
    getTelemedSubstitutes: build.query<EligibleFormulation[], string>({
      query: (itemId) => `v2/telemed/substitute/${encodeURIComponent(itemId)}`,
      transformResponse: (response: TelemedSubstituteResponse) => response.result,
    }),
    getTelemedCartEligibility: build.query<TelemedCartEligibility, TelemedCartEligibilityArgs>({
      query: ({ cartId, state }) => ({
        path: `v2/telemed/eligibility/cart/${encodeURIComponent(cartId)}`,
        query: { state: state ?? undefined },
      }),
      transformResponse: (response: TelemedCartEligibilityResponse) => response.result,
      providesTags: ['Cart'],
    }),
    getTransferEligibility: build.query<TransferEligibility, void>({
      query: () => ({
        path: 'pharmacies/transfer/eligibility',
        query: { useClaims: true, usePurchases: true },
      }),
      transformResponse: (response: TransferEligibilityResponse) => response.result,
      providesTags: ['User'],
    }),
    /** The mail-order pharmacy prescriptions move to: the one delivery pharmacy, found from a ZIP. */
    findMailOrderPharmacy: build.query<Pharmacy | null, string>({
      query: (zipCode) => ({
        path: 'v2/pharmacies',
        query: {
          zipCode,
          networkIds: [NETWORK_IDS.delivery],
          radius: LIMITS.defaultPharmacySearchRadius,
          limit: 1,
        },
      }),
      transformResponse: (response: PharmacySearchResponse) => response.results[0] ?? null,
    }),
    initiateTransfer: build.mutation<InitiateTransferResponse['result'], InitiateTransferRequest>({
      query: (body) => ({ path: 'pharmacies/transfer/initiate', method: 'POST', body }),
      transformResponse: (response: InitiateTransferResponse) => response.result,
    }),
    purchase: build.mutation<PurchaseResponse, PurchaseArgs>({
      queryFn: async (args, { signal }) => {
        const result = await sendPurchase(args, signal);
        return result.error ? { error: result.error } : { data: result.data };
      },
    }),
  }),
});

/**
 * After a purchase the cart starts over, the account counts an order and the order list has a
 * new one. Invalidated by the review page once it has left for the confirmation (so the emptied
 * cart does not send the checkout back to /cart first).
 */
export const invalidateAfterPurchase = () =>
  checkoutApi.util.invalidateTags(['Cart', 'User', 'Wallet', { type: 'Order', id: 'LIST' }]);

export const {
  useUpdatePrescriptionSourcesMutation,
  useSetCheckoutAnswersMutation,
  useLazyGetTelemedSubstitutesQuery,
  useGetTelemedCartEligibilityQuery,
  useGetTransferEligibilityQuery,
  useLazyFindMailOrderPharmacyQuery,
  useInitiateTransferMutation,
  usePurchaseMutation,
} = checkoutApi;
