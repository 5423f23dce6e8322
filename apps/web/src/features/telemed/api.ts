import type {
  ChatMessage,
  ChatsResponse,
  ClinicianDecisionRequest,
  ClinicianVisit,
  ClinicianVisitResponse,
  ClinicianVisitSummary,
  ClinicianVisitsResponse,
  Consultation,
  ConsultationsResponse,
  SendChatMessageRequest,
  StartChatResponse,
  Visit,
  VisitAnswersRequest,
  VisitResponse,
} from '@fillwell/contracts';
import { api } from '@/lib/api';

export interface SubmitAnswersArgs extends VisitAnswersRequest {
  consultationId: string;
}

export interface DecideVisitArgs extends ClinicianDecisionRequest {
  consultationId: string;
}

export interface ClinicianMessageArgs {
  consultationId: string;
  body: string;
}

const encode = encodeURIComponent;
const CONSULTATION_LIST = { type: 'Consultation', id: 'LIST' } as const;
const CLINICIAN_QUEUE = { type: 'ClinicianVisit', id: 'LIST' } as const;

export const telemedApi = api
  .enhanceEndpoints({ addTagTypes: ['Consultation', 'Visit', 'Chat', 'ClinicianVisit'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** Asked afresh each time: /consultation/{id} polls it while the visit is set up. */
      getConsultation: build.query<Consultation, string>({
        query: (consultationId) => ({ path: 'v2/telemed/consultation', query: { consultationId } }),
        keepUnusedDataFor: 0,
      }),
      startConsultation: build.mutation<Consultation, string>({
        query: (consultationId) => ({
          path: 'v2/telemed/consultation',
          method: 'POST',
          body: { consultationId },
        }),
      }),
      getConsultations: build.query<Consultation[], void>({
        query: () => 'v2/telemed/consultations',
        transformResponse: (response: ConsultationsResponse) => response.result,
        providesTags: [CONSULTATION_LIST],
      }),
      getVisit: build.query<Visit, string>({
        query: (consultationId) => `v2/telemed/visits/${encode(consultationId)}`,
        transformResponse: (response: VisitResponse) => response.result,
        providesTags: (_result, _error, id) => [{ type: 'Visit', id }],
      }),
      submitVisitAnswers: build.mutation<Visit, SubmitAnswersArgs>({
        query: ({ consultationId, answers }) => ({
          path: `v2/telemed/visits/${encode(consultationId)}/answers`,
          method: 'POST',
          body: { answers },
        }),
        transformResponse: (response: VisitResponse) => response.result,
        invalidatesTags: (result, _error, { consultationId }) =>
          result ? [{ type: 'Visit', id: consultationId }, CONSULTATION_LIST] : [],
      }),
      getChats: build.query<ChatMessage[], string>({
        query: (consultationId) => ({ path: 'v2/telemed/chats', query: { consultationId } }),
        transformResponse: (response: ChatsResponse) => response.result,
        providesTags: (_result, _error, id) => [{ type: 'Chat', id }],
      }),
      startChat: build.mutation<StartChatResponse, string>({
        query: (consultationId) => ({
          path: 'v2/telemed/chat',
          method: 'POST',
          body: { consultationId },
        }),
      }),
      sendChatMessage: build.mutation<ChatMessage, SendChatMessageRequest>({
        query: (body) => ({ path: 'v2/telemed/chats', method: 'POST', body }),
        transformResponse: (response: { result: ChatMessage }) => response.result,
        invalidatesTags: (result, _error, { consultationId }) =>
          result ? [{ type: 'Chat', id: consultationId }] : [],
      }),
      getClinicianVisits: build.query<ClinicianVisitSummary[], void>({
        query: () => 'v2/clinician/visits',
        transformResponse: (response: ClinicianVisitsResponse) => response.result,
        providesTags: [CLINICIAN_QUEUE],
      }),
      getClinicianVisit: build.query<ClinicianVisit, string>({
        query: (consultationId) => `v2/clinician/visits/${encode(consultationId)}`,
        transformResponse: (response: ClinicianVisitResponse) => response.result,
        providesTags: (_result, _error, id) => [{ type: 'ClinicianVisit', id }],
      }),
      decideVisit: build.mutation<ClinicianVisit, DecideVisitArgs>({
        query: ({ consultationId, decision, note }) => ({
          path: `v2/clinician/visits/${encode(consultationId)}/decision`,
          method: 'POST',
          body: { decision, note },
        }),
        transformResponse: (response: ClinicianVisitResponse) => response.result,
        invalidatesTags: (_result, _error, { consultationId }) => [
          { type: 'ClinicianVisit', id: consultationId },
          CLINICIAN_QUEUE,
        ],
      }),
      sendClinicianMessage: build.mutation<ChatMessage, ClinicianMessageArgs>({
        query: ({ consultationId, body }) => ({
          path: `v2/clinician/visits/${encode(consultationId)}/messages`,
          method: 'POST',
          body: { body },
        }),
        transformResponse: (response: { result: ChatMessage }) => response.result,
        invalidatesTags: (result, _error, { consultationId }) =>
          result ? [{ type: 'ClinicianVisit', id: consultationId }] : [],
      }),
    }),
  });

export const {
  useLazyGetConsultationQuery,
  useStartConsultationMutation,
  useGetConsultationsQuery,
  useGetVisitQuery,
  useSubmitVisitAnswersMutation,
  useGetChatsQuery,
  useStartChatMutation,
  useSendChatMessageMutation,
  useGetClinicianVisitsQuery,
  useGetClinicianVisitQuery,
  useDecideVisitMutation,
  useSendClinicianMessageMutation,
} = telemedApi;
