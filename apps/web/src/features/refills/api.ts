import type {
  CancellationRequest,
  CancelScheduleRequest,
  DelayScheduleRequest,
  MyMed,
  MyMedsResponse,
  Order,
  OrderMedsResponse,
  OrderResponse,
  OrdersResponse,
  RefillSchedule,
  SaveDrugSelectionRequest,
  ScheduleResponse,
  SchedulesResponse,
} from '@fillwell/contracts';
import { api } from '@/lib/api';

export interface ScheduleArgs {
  scheduleId: string;
}

export interface PinArgs extends SaveDrugSelectionRequest {
  slug: string;
  medId: number;
  quantity: number;
}

export interface CancelMedicationOrderArgs extends CancellationRequest {
  orderId: string;
}

const SCHEDULE_LIST = { type: 'Schedule', id: 'LIST' } as const;
const MY_MEDS = { type: 'MyMeds', id: 'LIST' } as const;
const ORDER_LIST = { type: 'Order', id: 'LIST' } as const;

function buildSchedulePath(scheduleId: string, action: 'cancel' | 'date'): string {
  return `v1/schedules/${encodeURIComponent(scheduleId)}/${action}`;
}

/** Lists load afresh each time a page opens: refills and orders move on by themselves. */
export const FRESH_QUERY = { refetchOnMountOrArgChange: true } as const;

export const refillsApi = api
  .enhanceEndpoints({ addTagTypes: ['Schedule', 'MyMeds', 'Order'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getSchedules: build.query<SchedulesResponse, void>({
        query: () => 'v1/schedules/',
        providesTags: [SCHEDULE_LIST],
      }),
      cancelSchedule: build.mutation<RefillSchedule, ScheduleArgs & CancelScheduleRequest>({
        query: ({ scheduleId, reason }) => ({
          path: buildSchedulePath(scheduleId, 'cancel'),
          method: 'PATCH',
          body: { reason },
        }),
        transformResponse: (response: ScheduleResponse) => response.schedule,
        invalidatesTags: (result) => (result ? [SCHEDULE_LIST, MY_MEDS] : []),
      }),
      delaySchedule: build.mutation<RefillSchedule, ScheduleArgs & DelayScheduleRequest>({
        query: ({ scheduleId, expectedDate }) => ({
          path: buildSchedulePath(scheduleId, 'date'),
          method: 'PATCH',
          body: { expectedDate },
        }),
        transformResponse: (response: ScheduleResponse) => response.schedule,
        invalidatesTags: (result) => (result ? [SCHEDULE_LIST] : []),
      }),
      getMyMeds: build.query<MyMed[], void>({
        query: () => 'v2/user/my_meds',
        transformResponse: (response: MyMedsResponse) => response.meds,
        providesTags: [MY_MEDS],
      }),
      getOrderMeds: build.query<OrderMedsResponse, void>({
        query: () => 'v2/order_meds',
        providesTags: [MY_MEDS],
      }),
      /** The drug-page choice with its pin (PUT …/quantity/{qty}); the lists load again. */
      setMedicationPinned: build.mutation<unknown, PinArgs>({
        query: ({ slug, medId, quantity, priceCategory, pinned }) => ({
          path: `v2/user/drugs/detail/${encodeURIComponent(slug)}/dosage/${medId}/quantity/${quantity}`,
          method: 'PUT',
          body: { priceCategory, pinned },
        }),
        invalidatesTags: (_result, error) => (error ? [] : [MY_MEDS]),
      }),
      getMedicationOrders: build.query<Order[], void>({
        query: () => 'v2/orders',
        transformResponse: (response: OrdersResponse) => response.result,
        providesTags: [ORDER_LIST],
      }),
      /** The orders module's whole-order cancel (PUT /account/medications/purchases/{id}/cancel). */
      cancelMedicationOrder: build.mutation<Order, CancelMedicationOrderArgs>({
        query: ({ orderId, cancellationReason }) => ({
          path: `account/medications/purchases/${encodeURIComponent(orderId)}/cancel`,
          method: 'PUT',
          body: { cancellationReason },
        }),
        transformResponse: (response: OrderResponse) => response.result,
        invalidatesTags: (result, _error, { orderId }) =>
          result ? [ORDER_LIST, { type: 'Order', id: orderId }, MY_MEDS, SCHEDULE_LIST] : [],
      }),
    }),
  });

export const {
  useGetSchedulesQuery,
  useCancelScheduleMutation,
  useDelayScheduleMutation,
  useGetMyMedsQuery,
  useGetOrderMedsQuery,
  useSetMedicationPinnedMutation,
  useGetMedicationOrdersQuery,
  useCancelMedicationOrderMutation,
} = refillsApi;
