import type {
  CancellationRequest,
  Order,
  OrderItemPrescriberRequest,
  OrderResponse,
  OrdersResponse,
} from '@fillwell/contracts';
import { api } from '@/lib/api';

export interface CancelOrderArgs extends CancellationRequest {
  orderId: string;
}

export interface CancelOrderItemArgs extends CancelOrderArgs {
  itemId: string;
}

export interface RecordPrescriberArgs extends OrderItemPrescriberRequest {
  orderId: string;
  itemId: string;
}

/** A change to one order: which one. */
interface OrderChangeArgs {
  orderId: string;
}

function buildOrderPath(id: string): string {
  return `v2/orders/${encodeURIComponent(id)}`;
}

const ORDER_LIST = { type: 'Order', id: 'LIST' } as const;

/** A change (a cancellation, a prescriber) changes the order and the list; both load again. */
function getChangedOrderTags(result: unknown, _error: unknown, { orderId }: OrderChangeArgs) {
  return result ? [{ type: 'Order' as const, id: orderId }, ORDER_LIST] : [];
}

/** The change's answer is the order as it now is: show it before the lists load again. */
async function showChangedOrder(
  _args: OrderChangeArgs,
  {
    dispatch,
    queryFulfilled,
  }: {
    dispatch: (action: unknown) => unknown;
    queryFulfilled: Promise<{ data: Order }>;
  },
): Promise<void> {
  try {
    const { data } = await queryFulfilled;
    dispatch(ordersApi.util.upsertQueryData('getOrder', data.id, data));
    dispatch(
      ordersApi.util.updateQueryData('getOrders', undefined, (orders) =>
        orders.map((order) => (order.id === data.id ? data : order)),
      ),
    );
  } catch {
    // The failure is the caller's to show.
  }
}

export const ordersApi = api.enhanceEndpoints({ addTagTypes: ['Order'] }).injectEndpoints({
  endpoints: (build) => ({
    /**
     * The signed-in account's orders. No 'User' tag: a 401 invalidates it, which would ask again
     * for ever; pages load orders afresh when they open instead (getOrderQueryOptions).
     */
    getOrders: build.query<Order[], void>({
      query: () => 'v2/orders',
      transformResponse: (response: OrdersResponse) => response.result,
      providesTags: [ORDER_LIST],
    }),
    getOrder: build.query<Order, string>({
      query: buildOrderPath,
      transformResponse: (response: OrderResponse) => response.result,
      providesTags: (_result, _error, id) => [{ type: 'Order', id }],
    }),
    cancelOrder: build.mutation<Order, CancelOrderArgs>({
      query: ({ orderId, cancellationReason }) => ({
        path: `account/medications/purchases/${encodeURIComponent(orderId)}/cancel`,
        method: 'PUT',
        body: { cancellationReason },
      }),
      transformResponse: (response: OrderResponse) => response.result,
      invalidatesTags: getChangedOrderTags,
      onQueryStarted: showChangedOrder,
    }),
    cancelOrderItem: build.mutation<Order, CancelOrderItemArgs>({
      query: ({ orderId, itemId, cancellationReason }) => ({
        path: `${buildOrderPath(orderId)}/order_item/${encodeURIComponent(itemId)}/cancel`,
        method: 'POST',
        body: { cancellationReason },
      }),
      transformResponse: (response: OrderResponse) => response.result,
      invalidatesTags: getChangedOrderTags,
      onQueryStarted: showChangedOrder,
    }),
    /** The doctor who sends an item's prescription to the pickup pharmacy. */
    recordPrescriber: build.mutation<Order, RecordPrescriberArgs>({
      query: ({ orderId, itemId, providerId }) => ({
        path: `${buildOrderPath(orderId)}/order_item/${encodeURIComponent(itemId)}/prescriber`,
        method: 'PUT',
        body: { providerId },
      }),
      transformResponse: (response: OrderResponse) => response.result,
      invalidatesTags: getChangedOrderTags,
      onQueryStarted: showChangedOrder,
    }),
  }),
});

export const {
  useGetOrdersQuery,
  useGetOrderQuery,
  useCancelOrderMutation,
  useCancelOrderItemMutation,
  useRecordPrescriberMutation,
} = ordersApi;
