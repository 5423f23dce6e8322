import type {
  AdvanceFulfillmentRequest,
  PartnerCatalogueResponse,
  PartnerChatMessagesResponse,
  PartnerChatsResponse,
  PartnerMeResponse,
  PartnerOrder,
  PartnerOrderResponse,
  PartnerOrdersResponse,
  PartnerPatientResponse,
  PartnerPatientsResponse,
  PartnerSurvey,
  PartnerSurveyAnswersResponse,
  PartnerSurveyResponse,
  PartnerSurveysResponse,
  PharmacyChatMessage,
  PharmacyChatMessageResponse,
  PublishSurveyRequest,
  RegisterPatientRequest,
  RegisterPrescriptionRequest,
  SendPatientLinkResponse,
} from '@fillwell/contracts';
import { api } from '@/lib/api';

const PARTNER = 'v2/partner';
const encode = encodeURIComponent;

export interface RegisterPrescriptionArgs {
  patientId: string;
  request: RegisterPrescriptionRequest;
}

/** The partner pharmacy's console calls (/api/v2/partner/…). */
export const partnerConsoleApi = api
  .enhanceEndpoints({
    addTagTypes: ['PartnerPatient', 'PartnerOrder', 'PartnerChat', 'PartnerSurvey'],
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getPartnerMe: build.query<PartnerMeResponse, void>({ query: () => `${PARTNER}/me` }),
      searchPartnerCatalogue: build.query<PartnerCatalogueResponse['drugs'], string>({
        query: (q) => ({ path: `${PARTNER}/catalogue`, query: { q } }),
        transformResponse: (response: PartnerCatalogueResponse) => response.drugs,
      }),
      getPartnerPatients: build.query<PartnerPatientsResponse['patients'], string>({
        query: (q) => ({ path: `${PARTNER}/patients`, query: { q: q || undefined } }),
        transformResponse: (response: PartnerPatientsResponse) => response.patients,
        providesTags: [{ type: 'PartnerPatient', id: 'LIST' }],
      }),
      getPartnerPatient: build.query<PartnerPatientResponse, string>({
        query: (patientId) => `${PARTNER}/patients/${encode(patientId)}`,
        providesTags: (_result, _error, id) => [{ type: 'PartnerPatient', id }],
      }),
      registerPatient: build.mutation<PartnerPatientResponse, RegisterPatientRequest>({
        query: (body) => ({ path: `${PARTNER}/patients`, method: 'POST', body }),
        invalidatesTags: (result) => (result ? [{ type: 'PartnerPatient', id: 'LIST' }] : []),
      }),
      registerPrescription: build.mutation<PartnerPatientResponse, RegisterPrescriptionArgs>({
        query: ({ patientId, request }) => ({
          path: `${PARTNER}/patients/${encode(patientId)}/prescriptions`,
          method: 'POST',
          body: request,
        }),
        invalidatesTags: (result, _error, { patientId }) =>
          result ? [{ type: 'PartnerPatient', id: patientId }] : [],
      }),
      sendPatientLink: build.mutation<SendPatientLinkResponse, string>({
        query: (patientId) => ({
          path: `${PARTNER}/patients/${encode(patientId)}/link`,
          method: 'POST',
        }),
        invalidatesTags: (result, _error, patientId) =>
          result
            ? [
                { type: 'PartnerPatient', id: patientId },
                { type: 'PartnerPatient', id: 'LIST' },
              ]
            : [],
      }),
      getPartnerOrders: build.query<PartnerOrder[], 'open' | 'submitted'>({
        query: (status) => ({ path: `${PARTNER}/orders`, query: { status } }),
        transformResponse: (response: PartnerOrdersResponse) => response.orders,
        providesTags: [{ type: 'PartnerOrder', id: 'LIST' }],
      }),
      getPartnerOrder: build.query<PartnerOrder, string>({
        query: (orderId) => `${PARTNER}/orders/${encode(orderId)}`,
        transformResponse: (response: PartnerOrderResponse) => response.order,
        providesTags: (_result, _error, id) => [{ type: 'PartnerOrder', id }],
      }),
      advanceFulfillment: build.mutation<
        PartnerOrder,
        { orderId: string; status: AdvanceFulfillmentRequest['status'] }
      >({
        query: ({ orderId, status }) => ({
          path: `${PARTNER}/orders/${encode(orderId)}/fulfillment`,
          method: 'POST',
          body: { status },
        }),
        transformResponse: (response: PartnerOrderResponse) => response.order,
        invalidatesTags: (result, _error, { orderId }) =>
          result
            ? [
                { type: 'PartnerOrder', id: orderId },
                { type: 'PartnerOrder', id: 'LIST' },
              ]
            : [],
      }),
      getPartnerChats: build.query<PartnerChatsResponse['conversations'], void>({
        query: () => `${PARTNER}/chats`,
        transformResponse: (response: PartnerChatsResponse) => response.conversations,
        providesTags: [{ type: 'PartnerChat', id: 'LIST' }],
      }),
      getPartnerChatMessages: build.query<PartnerChatMessagesResponse, string>({
        query: (conversationId) => `${PARTNER}/chats/${encode(conversationId)}/messages`,
        providesTags: (_result, _error, id) => [{ type: 'PartnerChat', id }],
      }),
      sendPartnerChatMessage: build.mutation<
        PharmacyChatMessage,
        { conversationId: string; body: string }
      >({
        query: ({ conversationId, body }) => ({
          path: `${PARTNER}/chats/${encode(conversationId)}/messages`,
          method: 'POST',
          body: { body },
        }),
        transformResponse: (response: PharmacyChatMessageResponse) => response.message,
        async onQueryStarted({ conversationId }, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: null }));
          if (data) dispatch(addConversationMessage(conversationId, data));
        },
        invalidatesTags: (result) => (result ? [{ type: 'PartnerChat', id: 'LIST' }] : []),
      }),
      getPartnerSurveys: build.query<PartnerSurvey[], void>({
        query: () => `${PARTNER}/surveys`,
        transformResponse: (response: PartnerSurveysResponse) => response.surveys,
        providesTags: [{ type: 'PartnerSurvey', id: 'LIST' }],
      }),
      publishSurvey: build.mutation<PartnerSurvey, PublishSurveyRequest>({
        query: (body) => ({ path: `${PARTNER}/surveys`, method: 'POST', body }),
        transformResponse: (response: PartnerSurveyResponse) => response.survey,
        invalidatesTags: (result) => (result ? [{ type: 'PartnerSurvey', id: 'LIST' }] : []),
      }),
      getSurveyAnswers: build.query<PartnerSurveyAnswersResponse, string>({
        query: (surveyId) => `${PARTNER}/surveys/${encode(surveyId)}/responses`,
        keepUnusedDataFor: 0,
      }),
    }),
  });

/** A message joins a conversation shown, once (the stream may bring it too). */
export function addConversationMessage(conversationId: string, message: PharmacyChatMessage) {
  return partnerConsoleApi.util.updateQueryData(
    'getPartnerChatMessages',
    conversationId,
    (conversation) => {
      if (!conversation.messages.some((entry) => entry.id === message.id)) {
        conversation.messages.push(message);
      }
    },
  );
}

export const {
  useGetPartnerMeQuery,
  useSearchPartnerCatalogueQuery,
  useGetPartnerPatientsQuery,
  useGetPartnerPatientQuery,
  useRegisterPatientMutation,
  useRegisterPrescriptionMutation,
  useSendPatientLinkMutation,
  useGetPartnerOrdersQuery,
  useGetPartnerOrderQuery,
  useAdvanceFulfillmentMutation,
  useGetPartnerChatsQuery,
  useGetPartnerChatMessagesQuery,
  useSendPartnerChatMessageMutation,
  useGetPartnerSurveysQuery,
  usePublishSurveyMutation,
  useGetSurveyAnswersQuery,
} = partnerConsoleApi;
