import type {
  DrugPurchaseRequest,
  DrugPurchaseResponse,
  SetSubscriptionCartRequest,
  Subscription,
  SubscriptionActionItem,
  SubscriptionActionItemsResponse,
  SubscriptionCart,
  SubscriptionEligibility,
  SubscriptionEligibilityQuery,
  SubscriptionEligibilityResponse,
  SubscriptionsResponse,
} from '@fillwell/contracts';
import { api } from '@/lib/api';
import { sendRequest } from '@/lib/http';

export interface SubscriptionPurchaseArgs {
  request: DrugPurchaseRequest;
  /** One per attempt: a retry after a timeout sends the same key. */
  idempotencyKey: string;
}

/** POST drug_purchase with its Idempotency-Key header (the shared client sets no headers). */
function sendSubscriptionPurchase(
  { request, idempotencyKey }: SubscriptionPurchaseArgs,
  signal: AbortSignal,
) {
  const fetchWithKey: typeof fetch = (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('idempotency-key', idempotencyKey);
    return fetch(input, { ...init, headers });
  };
  return sendRequest<DrugPurchaseResponse>(
    { path: 'v2/subscription/drug_purchase', method: 'POST', body: request, signal },
    { fetch: fetchWithKey },
  );
}

const SUBSCRIPTION_TAGS = ['Subscription', 'SubscriptionCart'] as const;

export const subscriptionsApi = api
  .enhanceEndpoints({ addTagTypes: SUBSCRIPTION_TAGS })
  .injectEndpoints({
    endpoints: (build) => ({
      /** The session's subscription cart; signing in or out keeps the session's cart. */
      getSubscriptionCart: build.query<SubscriptionCart, void>({
        query: () => 'v2/subscription/cart',
        providesTags: ['SubscriptionCart'],
      }),
      setSubscriptionCart: build.mutation<SubscriptionCart, SetSubscriptionCartRequest>({
        query: (body) => ({ path: 'v2/subscription/cart', method: 'POST', body }),
        onQueryStarted: async (_args, { dispatch, queryFulfilled }) => {
          try {
            const { data } = await queryFulfilled;
            await dispatch(
              subscriptionsApi.util.upsertQueryData('getSubscriptionCart', undefined, data),
            );
          } catch {
            // The failure is the caller's to show.
          }
        },
      }),
      /** The person's age, sex and state change the answer: it follows the account. */
      getSubscriptionEligibility: build.query<
        SubscriptionEligibility,
        SubscriptionEligibilityQuery
      >({
        query: (query) => ({ path: 'v2/subscription/eligibility', query: { ...query } }),
        transformResponse: (response: SubscriptionEligibilityResponse) => response.result,
        providesTags: ['User'],
      }),
      /** No 'User' tag: a 401 invalidates it, which would ask again for ever. */
      getSubscriptions: build.query<Subscription[], void>({
        query: () => 'v2/subscription',
        transformResponse: (response: SubscriptionsResponse) => response.result,
        providesTags: ['Subscription'],
      }),
      getSubscriptionActionItems: build.query<SubscriptionActionItem[], void>({
        query: () => 'v2/subs_action_items',
        transformResponse: (response: SubscriptionActionItemsResponse) => response.result,
        providesTags: ['Subscription'],
      }),
      purchaseSubscription: build.mutation<DrugPurchaseResponse, SubscriptionPurchaseArgs>({
        queryFn: async (args, { signal }) => {
          const result = await sendSubscriptionPurchase(args, signal);
          return result.error ? { error: result.error } : { data: result.data };
        },
      }),
    }),
  });

/**
 * After a purchase: the subscription cart is empty, the account has a subscription, an order and
 * a visit. Invalidated once the confirmation page is on its way (so the emptied cart does not
 * send the checkout home first).
 */
export const invalidateAfterSubscriptionPurchase = () =>
  subscriptionsApi.util.invalidateTags(['Subscription', 'SubscriptionCart', 'User']);

export const {
  useGetSubscriptionCartQuery,
  useSetSubscriptionCartMutation,
  useGetSubscriptionEligibilityQuery,
  useGetSubscriptionsQuery,
  useGetSubscriptionActionItemsQuery,
  usePurchaseSubscriptionMutation,
} = subscriptionsApi;
