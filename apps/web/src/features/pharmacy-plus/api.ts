import type {
  CancelAutoRefillRequest,
  ChatIdentifyResponse,
  ChatMessagesResponse,
  CreateReferralResponse,
  OpenReferralResponse,
  DelayAutoRefillRequest,
  ExitTokenStatusResponse,
  FulfillmentOptionsResponse,
  PastOrdersResponse,
  PatientPrescriptionsResponse,
  PharmacyChatMessage,
  PharmacyChatMessageResponse,
  PrescriptionResponse,
  ReverieFulfillmentOptionId,
  ReverieOrder,
  ReverieOrderResponse,
  ReveriePrescription,
  ReverieSignupRequest,
  ReverieSurvey,
  SurveyResponse,
  SurveysResponse,
  UserResponse,
  VerifiedPatientResponse,
  VerifyPatientDetailsRequest,
  VerifyPatientDetailsResponse,
} from '@fillwell/contracts';
import { api } from '@/lib/api';
import { getCurrentPlatform } from '@/lib/device';
import { OrderRuleError } from './pharmacy-plus-errors';
import { removeOrderItem, selectOrderItemPrice } from './order-rules';

const encode = encodeURIComponent;
const REVERIE = 'reverie/api';
const ORDERS = `${REVERIE}/v2/oms/orders`;

function orderPath(orderId: string): string {
  return `${ORDERS}/${encode(orderId)}/`;
}

function itemPath(orderId: string, itemId: string): string {
  return `${ORDERS}/${encode(orderId)}/items/${encode(itemId)}/`;
}

function patientPath(patientId: string): string {
  return `${REVERIE}/v1/patients/${encode(patientId)}/`;
}

export interface OrderArgs {
  orderId: string;
  /** Whose order: the cached open order to change ahead of the answer. */
  patientId: string;
}
export interface ItemArgs extends OrderArgs {
  itemId: string;
}
export interface SelectPriceArgs extends ItemArgs {
  selectedPriceId: string;
}
export interface SelectFulfillmentArgs extends OrderArgs {
  optionId: ReverieFulfillmentOptionId;
  signatureOptedIn: boolean;
}
export interface AutoRefillArgs {
  patientId: string;
  request: CancelAutoRefillRequest;
}
export interface DelayArgs {
  patientId: string;
  medNameId: number;
  request: DelayAutoRefillRequest;
}
export interface SurveyAnswersArgs {
  accountId: string;
  surveyId: string;
  responses: Array<{ questionId: string; value: string }>;
}

const OPEN_ORDER = { type: 'ReverieOrder', id: 'OPEN' } as const;
const PAST_ORDERS = { type: 'ReverieOrder', id: 'PAST' } as const;
const PRESCRIPTIONS = { type: 'ReveriePrescription', id: 'LIST' } as const;

/** Reverie calls (partner-and-shell §7): the patient's prescriptions, order, surveys and chat. */
export const pharmacyPlusApi = api
  .enhanceEndpoints({
    addTagTypes: ['ReverieOrder', 'ReveriePrescription', 'ReverieSurvey', 'ReverieChat'],
  })
  .injectEndpoints({
    endpoints: (build) => ({
      // Verification, sign-up and links (§5)
      getExitTokenStatus: build.query<ExitTokenStatusResponse, string>({
        query: (exitToken) => ({ path: `${REVERIE}/patient/verify/`, query: { exitToken } }),
        keepUnusedDataFor: 0,
      }),
      verifyPatientDetails: build.mutation<
        VerifyPatientDetailsResponse,
        VerifyPatientDetailsRequest
      >({
        query: (body) => ({ path: `${REVERIE}/patient/verify/`, method: 'POST', body }),
      }),
      verifyPatientCode: build.mutation<
        VerifiedPatientResponse,
        { exitToken: string; verifyCode: string }
      >({
        query: (body) => ({ path: `${REVERIE}/patient/verify/`, method: 'PUT', body }),
      }),
      reverieSignup: build.mutation<UserResponse, ReverieSignupRequest>({
        query: (body) => ({
          path: 'v2/reverie/api/user/account/signup',
          method: 'POST',
          body,
        }),
        invalidatesTags: (result) => (result ? ['User'] : []),
      }),
      mapExitToken: build.mutation<VerifiedPatientResponse, string>({
        query: (exitToken) => ({
          path: `${REVERIE}/map_exit_token`,
          method: 'PUT',
          query: { onboardingSource: 'web' },
          body: { exitToken },
        }),
        invalidatesTags: (result) => (result ? ['User', PRESCRIPTIONS, OPEN_ORDER] : []),
      }),

      // Prescriptions and auto-refill
      getPatientPrescriptions: build.query<PatientPrescriptionsResponse, string>({
        query: (fillwellAccountId) => ({
          path: `${REVERIE}/v2/patients/prescriptions/`,
          query: { fillwellAccountId },
        }),
        providesTags: [PRESCRIPTIONS],
      }),
      cancelAutoRefill: build.mutation<ReveriePrescription, AutoRefillArgs>({
        query: ({ patientId, request }) => ({
          path: `${patientPath(patientId)}cancel_auto_refill/`,
          method: 'POST',
          body: request,
        }),
        transformResponse: (response: PrescriptionResponse) => response.prescription,
        invalidatesTags: (result) => (result ? [PRESCRIPTIONS] : []),
      }),
      delayAutoRefill: build.mutation<ReveriePrescription, DelayArgs>({
        query: ({ patientId, medNameId, request }) => ({
          path: `${patientPath(patientId)}auto_refill/${medNameId}/date/`,
          method: 'PUT',
          body: request,
        }),
        transformResponse: (response: PrescriptionResponse) => response.prescription,
        invalidatesTags: (result) => (result ? [PRESCRIPTIONS] : []),
      }),

      // The order
      getOpenOrder: build.query<ReverieOrder, string>({
        query: (patientId) => ({
          path: `${patientPath(patientId)}open_order/`,
          query: { orderType: 'reverie' },
        }),
        transformResponse: (response: ReverieOrderResponse) => response.order,
        providesTags: [OPEN_ORDER],
      }),
      getPastOrders: build.query<ReverieOrder[], string>({
        query: (patientId) => `${patientPath(patientId)}past_orders/`,
        transformResponse: (response: PastOrdersResponse) => response.orders,
        providesTags: [PAST_ORDERS],
      }),
      addOrderItem: build.mutation<
        ReverieOrder,
        OrderArgs & { prescriptionId: string; key: string }
      >({
        query: ({ orderId, prescriptionId, key }) => ({
          path: `${ORDERS}/${encode(orderId)}/items/`,
          method: 'POST',
          body: { prescriptionId, key },
        }),
        transformResponse: (response: ReverieOrderResponse) => response.order,
        async onQueryStarted(_args, { dispatch, queryFulfilled }) {
          await showOrderAnswer(queryFulfilled, dispatch);
        },
      }),
      removeOrderItem: build.mutation<null, ItemArgs>({
        query: ({ orderId, itemId }) => ({ path: itemPath(orderId, itemId), method: 'DELETE' }),
        async onQueryStarted({ patientId, itemId }, { dispatch, queryFulfilled }) {
          const patch = dispatch(
            updateOpenOrder(patientId, (order) => removeOrderItem(order, itemId)),
          );
          await queryFulfilled.catch(() => patch.undo());
        },
        invalidatesTags: [OPEN_ORDER],
      }),
      selectItemPrice: build.mutation<ReverieOrder, SelectPriceArgs>({
        query: ({ orderId, itemId, selectedPriceId }) => ({
          path: `${itemPath(orderId, itemId)}select_price/`,
          method: 'PUT',
          body: { selectedPriceId },
        }),
        transformResponse: (response: ReverieOrderResponse) => response.order,
        async onQueryStarted({ patientId, itemId, selectedPriceId }, { dispatch, queryFulfilled }) {
          // The total changes at once; the answer (or the undo) follows.
          const patch = dispatch(
            updateOpenOrder(patientId, (order) =>
              selectOrderItemPrice(order, itemId, selectedPriceId),
            ),
          );
          if (!(await showOrderAnswer(queryFulfilled, dispatch))) patch.undo();
        },
      }),
      getFulfillmentOptions: build.query<FulfillmentOptionsResponse, string>({
        query: (orderId) => `${orderPath(orderId)}fulfillment_options/`,
      }),
      selectFulfillment: build.mutation<ReverieOrder, SelectFulfillmentArgs>({
        query: ({ orderId, optionId, signatureOptedIn }) => ({
          path: `${orderPath(orderId)}fulfillment_options/`,
          method: 'POST',
          body: { selectedFulfillmentOption: optionId, id: orderId, signatureOptedIn },
        }),
        transformResponse: (response: ReverieOrderResponse) => response.order,
        async onQueryStarted(_args, { dispatch, queryFulfilled }) {
          await showOrderAnswer(queryFulfilled, dispatch);
        },
      }),
      saveSpecialInstructions: build.mutation<ReverieOrder, OrderArgs & { text: string }>({
        query: ({ orderId, text }) => ({
          path: orderPath(orderId),
          method: 'PATCH',
          body: { specialInstructions: text || null },
        }),
        transformResponse: (response: ReverieOrderResponse) => response.order,
        async onQueryStarted(_args, { dispatch, queryFulfilled }) {
          await showOrderAnswer(queryFulfilled, dispatch);
        },
      }),
      setItemAutoRefill: build.mutation<ReverieOrder, ItemArgs & { autoRefillOptedIn: boolean }>({
        query: ({ orderId, itemId, autoRefillOptedIn }) => ({
          path: `${itemPath(orderId, itemId)}auto_refill/`,
          method: 'PUT',
          body: { autoRefillOptedIn },
        }),
        transformResponse: (response: ReverieOrderResponse) => response.order,
        async onQueryStarted(_args, { dispatch, queryFulfilled }) {
          await showOrderAnswer(queryFulfilled, dispatch);
        },
      }),
      cancelPlusOrderItem: build.mutation<ReverieOrder, ItemArgs>({
        query: ({ orderId, itemId }) => ({
          path: `${itemPath(orderId, itemId)}cancel_item/`,
          method: 'POST',
        }),
        transformResponse: (response: ReverieOrderResponse) => response.order,
        invalidatesTags: (result) => (result ? [PAST_ORDERS, OPEN_ORDER, PRESCRIPTIONS] : []),
      }),
      submitOrder: build.mutation<ReverieOrder, OrderArgs & { cardId: string }>({
        query: ({ orderId, cardId }) => ({
          path: `${orderPath(orderId)}submit/`,
          method: 'POST',
          query: { cPlatform: getCurrentPlatform() },
          body: { cardId },
        }),
        transformResponse: (response: ReverieOrderResponse) => response.order,
        invalidatesTags: (result) => (result ? [OPEN_ORDER, PAST_ORDERS, PRESCRIPTIONS] : []),
      }),

      // Surveys and referrals
      getSurveys: build.query<ReverieSurvey[], void>({
        query: () => `${REVERIE}/v1/surveys/`,
        transformResponse: (response: SurveysResponse) => response.surveys,
        providesTags: ['ReverieSurvey'],
      }),
      answerSurveyQuestion: build.mutation<
        ReverieSurvey,
        { accountId: string; surveyId: string; questionId: string; value: string }
      >({
        query: ({ accountId, surveyId, questionId, value }) => ({
          path: `${REVERIE}/v1/users/${encode(accountId)}/surveys/${encode(surveyId)}/questions/${encode(questionId)}/responses/`,
          method: 'PUT',
          body: { value },
        }),
        transformResponse: (response: SurveyResponse) => response.survey,
      }),
      submitSurveyResponses: build.mutation<ReverieSurvey, SurveyAnswersArgs>({
        query: ({ accountId, surveyId, responses }) => ({
          path: `${REVERIE}/v1/users/${encode(accountId)}/surveys/${encode(surveyId)}/responses/`,
          method: 'PUT',
          body: { responses },
        }),
        transformResponse: (response: SurveyResponse) => response.survey,
        invalidatesTags: (result) => (result ? ['ReverieSurvey'] : []),
      }),
      createReferral: build.mutation<CreateReferralResponse, { exitToken?: string; email: string }>(
        {
          query: (body) => ({
            path: `${REVERIE}/patient/organic_referrals/`,
            method: 'POST',
            body,
          }),
        },
      ),
      openReferral: build.mutation<OpenReferralResponse, { exitToken: string }>({
        query: (body) => ({ path: `${REVERIE}/patient/organic_referrals/`, method: 'PUT', body }),
      }),

      // Chat
      identifyChat: build.mutation<ChatIdentifyResponse, void>({
        query: () => `${REVERIE}/chat/identify/`,
      }),
      getChatMessages: build.query<PharmacyChatMessage[], void>({
        query: () => `${REVERIE}/chat/messages/`,
        transformResponse: (response: ChatMessagesResponse) => response.messages,
        providesTags: ['ReverieChat'],
      }),
      sendPlusChatMessage: build.mutation<PharmacyChatMessage, string>({
        query: (body) => ({ path: `${REVERIE}/chat/messages/`, method: 'POST', body: { body } }),
        transformResponse: (response: PharmacyChatMessageResponse) => response.message,
        async onQueryStarted(_body, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: null }));
          if (data) dispatch(addChatMessage(data));
        },
      }),
    }),
  });

/** The open order as shown, replaced by the server's answer. */
function replaceOpenOrder(order: ReverieOrder) {
  return pharmacyPlusApi.util.upsertQueryData('getOpenOrder', order.patientId, order);
}

/**
 * Changes to the order sent while others are on their way can be answered in any order, and an
 * answer shows the order as it was when that change was made: an earlier change's answer
 * arriving after a later one's would undo the later change on screen (a delivery choice made
 * while a new supply was being priced flipped back). So an answer older than the one shown is
 * not shown, and once changes overlapped the order is read again when the last has settled.
 */
const orderChanges = { started: 0, shown: 0, onTheirWay: 0, haveOverlapped: false };

const invalidateOpenOrder = () => pharmacyPlusApi.util.invalidateTags([OPEN_ORDER]);
type OpenOrderInvalidation = ReturnType<typeof invalidateOpenOrder>;

/** Shows the order a change answered with, unless a later change's answer is shown already. */
async function showOrderAnswer(
  answer: Promise<{ data: ReverieOrder }>,
  dispatch: (action: ReturnType<typeof replaceOpenOrder> | OpenOrderInvalidation) => unknown,
): Promise<ReverieOrder | null> {
  const change = ++orderChanges.started;
  orderChanges.onTheirWay += 1;
  if (orderChanges.onTheirWay > 1) orderChanges.haveOverlapped = true;
  try {
    const { data } = await answer.catch(() => ({ data: null }));
    if (data && change > orderChanges.shown) {
      orderChanges.shown = change;
      dispatch(replaceOpenOrder(data));
    }
    return data;
  } finally {
    orderChanges.onTheirWay -= 1;
    if (orderChanges.onTheirWay === 0 && orderChanges.haveOverlapped) {
      orderChanges.haveOverlapped = false;
      dispatch(invalidateOpenOrder());
    }
  }
}

/**
 * Changes the open order as shown ahead of the server's answer; a change the order's rules refuse
 * leaves it as it was.
 */
function updateOpenOrder(patientId: string, change: (order: ReverieOrder) => ReverieOrder) {
  return pharmacyPlusApi.util.updateQueryData('getOpenOrder', patientId, (order) => {
    try {
      return change(order);
    } catch (error) {
      if (error instanceof OrderRuleError) return order;
      throw error;
    }
  });
}

/** A message joins the conversation shown, once (the stream may bring it too). */
export function addChatMessage(message: PharmacyChatMessage) {
  return pharmacyPlusApi.util.updateQueryData('getChatMessages', undefined, (messages) => {
    if (!messages.some((entry) => entry.id === message.id)) messages.push(message);
  });
}

export const {
  useGetExitTokenStatusQuery,
  useVerifyPatientDetailsMutation,
  useVerifyPatientCodeMutation,
  useReverieSignupMutation,
  useMapExitTokenMutation,
  useGetPatientPrescriptionsQuery,
  useCancelAutoRefillMutation,
  useDelayAutoRefillMutation,
  useGetOpenOrderQuery,
  useGetPastOrdersQuery,
  useAddOrderItemMutation,
  useRemoveOrderItemMutation,
  useSelectItemPriceMutation,
  useGetFulfillmentOptionsQuery,
  useSelectFulfillmentMutation,
  useSaveSpecialInstructionsMutation,
  useSetItemAutoRefillMutation,
  useCancelPlusOrderItemMutation,
  useSubmitOrderMutation,
  useGetSurveysQuery,
  useSubmitSurveyResponsesMutation,
  useCreateReferralMutation,
  useOpenReferralMutation,
  useIdentifyChatMutation,
  useGetChatMessagesQuery,
  useSendPlusChatMessageMutation,
} = pharmacyPlusApi;
