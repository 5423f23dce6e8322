import { z } from 'zod';
import {
  CONSULTATION_CREATION_STATUSES,
  CONSULTATION_MESSAGES,
  CONSULTATION_STATUSES,
  VISIT_DECISIONS,
} from '@fillwell/domain';
import { moneySchema } from './cart';
import { resultOf } from './wire';

/** Codes of telemedicine failures the web app reacts to. */
export const TELEMED_ERROR_CODES = {
  invalidVisitId: 'invalid_visit_id',
  setupFailed: 'visit_setup_failed',
  forbidden: 'forbidden',
  alreadySubmitted: 'visit_already_submitted',
  notReadyForReview: 'visit_not_ready_for_review',
  alreadyDecided: 'visit_already_decided',
  pharmacyLocked: 'visit_pharmacy_locked',
  pharmacyNotDelivering: 'pharmacy_not_delivering',
  invalidAnswers: 'invalid_visit_answers',
  refundFailed: 'refund_failed',
} as const;

export const consultationStatusSchema = z.enum(CONSULTATION_STATUSES);
/** null is the spec's "empty". */
export const consultationCreationStatusSchema = z.enum(CONSULTATION_CREATION_STATUSES).nullable();
export const visitDecisionValueSchema = z.enum(VISIT_DECISIONS);

const idField = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(64, message);
const consultationIdField = idField(CONSULTATION_MESSAGES.invalidVisitId);

/** core-shopping §3 Consultation (consultationId, creationStatus, link, status.value) and more. */
export const consultationSchema = z.object({
  consultationId: z.string(),
  creationStatus: consultationCreationStatusSchema,
  /** The visit page: the built-in questionnaire (/visit/{id}). */
  link: z.string(),
  status: z.object({ value: consultationStatusSchema }),
  condition: z.object({ slug: z.string(), name: z.string() }),
  medication: z
    .object({ medNameId: z.number().int(), name: z.string(), description: z.string() })
    .nullable(),
  orderId: z.string().nullable(),
  /** Where the prescription goes (PATCH /v2/telemed/order/{id}/pharmacy). */
  pharmacyId: z.string().nullable(),
  fee: moneySchema,
  createdOn: z.string(),
  submittedOn: z.string().nullable(),
  reviewedOn: z.string().nullable(),
});
export type Consultation = z.infer<typeof consultationSchema>;

/** POST /api/v2/telemed/consultation: starts (sets up) the visit, answers the consultation. */
export const startConsultationRequestSchema = z.strictObject({
  consultationId: consultationIdField,
});
export type StartConsultationRequest = z.infer<typeof startConsultationRequestSchema>;
export const consultationResponseSchema = consultationSchema;

/** GET /api/v2/telemed/consultation?visit_id|consultation_id (the visit id is the same id). */
export const consultationQuerySchema = z
  .strictObject({
    visitId: consultationIdField.optional(),
    consultationId: consultationIdField.optional(),
  })
  .refine((query) => Boolean(query.visitId ?? query.consultationId), {
    message: 'Provide visit_id or consultation_id',
  });
export type ConsultationQuery = z.infer<typeof consultationQuerySchema>;

/** GET /api/v2/telemed/consultations: the account's visits, newest first. */
export const consultationsResponseSchema = resultOf(z.array(consultationSchema));
export type ConsultationsResponse = z.infer<typeof consultationsResponseSchema>;

/** PATCH /api/v2/telemed/order/{id}/pharmacy: where the visits of an order send prescriptions. */
export const telemedOrderParamsSchema = z.strictObject({ id: idField('Order not found') });
export const telemedOrderPharmacyRequestSchema = z.strictObject({
  pharmacyId: idField(CONSULTATION_MESSAGES.emptyPharmacyId),
});
export type TelemedOrderPharmacyRequest = z.infer<typeof telemedOrderPharmacyRequestSchema>;
export const telemedOrderPharmacyResponseSchema = resultOf(z.array(consultationSchema));

/** One question of a visit questionnaire; follow-ups show only after a given answer. */
export const visitQuestionSchema = z.object({
  id: z.string(),
  text: z.string(),
  /** choice: one of `options`; text: the person's own words. */
  kind: z.enum(['choice', 'text']),
  options: z.array(z.string()),
  isRequired: z.boolean(),
  hint: z.string().nullable(),
  showWhen: z.object({ questionId: z.string(), answers: z.array(z.string()) }).nullable(),
});
export type VisitQuestion = z.infer<typeof visitQuestionSchema>;

export const visitAnswerSchema = z.object({
  questionId: z.string(),
  /** The question as it was shown. */
  question: z.string(),
  answer: z.string(),
});
export type VisitAnswer = z.infer<typeof visitAnswerSchema>;

export const visitDecisionSchema = z.object({
  value: visitDecisionValueSchema,
  note: z.string(),
  clinicianName: z.string(),
  decidedOn: z.string(),
});
export type VisitDecisionView = z.infer<typeof visitDecisionSchema>;

/** GET /api/v2/telemed/visits/{id}: the built-in visit, its questions, answers and decision. */
export const visitParamsSchema = z.strictObject({ id: consultationIdField });
export const visitSchema = z.object({
  consultation: consultationSchema,
  questions: z.array(visitQuestionSchema),
  answers: z.array(visitAnswerSchema),
  decision: visitDecisionSchema.nullable(),
  /** Not prescribed: what went back to the card for the medication (the visit fee does not). */
  refund: moneySchema.nullable(),
});
export type Visit = z.infer<typeof visitSchema>;
export const visitResponseSchema = resultOf(visitSchema);
export type VisitResponse = z.infer<typeof visitResponseSchema>;

export const VISIT_ANSWER_MAX_LENGTH = 1000;

/** POST /api/v2/telemed/visits/{id}/answers: sends the questionnaire to the doctor. */
export const visitAnswersRequestSchema = z.strictObject({
  answers: z
    .array(
      z.strictObject({
        questionId: z.string().trim().min(1).max(60),
        answer: z
          .string()
          .trim()
          .max(VISIT_ANSWER_MAX_LENGTH, 'Please keep each answer under 1,000 characters'),
      }),
    )
    .max(60),
});
export type VisitAnswersRequest = z.infer<typeof visitAnswersRequestSchema>;

export const chatMessageSchema = z.object({
  id: z.string(),
  consultationId: z.string().nullable(),
  author: z.enum(['patient', 'clinician']),
  body: z.string(),
  createdOn: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** GET /api/v2/telemed/chats?consultation_id: messages with the care team, oldest first. */
export const chatsQuerySchema = z.strictObject({ consultationId: consultationIdField.optional() });
export const chatsResponseSchema = resultOf(z.array(chatMessageSchema));
export type ChatsResponse = z.infer<typeof chatsResponseSchema>;

/** POST /api/v2/telemed/chat: opens the visit's chat, answering where it is. */
export const startChatRequestSchema = z.strictObject({ consultationId: consultationIdField });
export const startChatResponseSchema = z.object({ chatUrl: z.string() });
export type StartChatResponse = z.infer<typeof startChatResponseSchema>;

export const CHAT_MESSAGE_MAX_LENGTH = 2000;
const messageBodyField = z
  .string({ error: 'Please write a message' })
  .trim()
  .min(1, 'Please write a message')
  .max(CHAT_MESSAGE_MAX_LENGTH, 'Please keep messages under 2,000 characters');

/** POST /api/v2/telemed/chats: the patient writes to the care team about a visit. */
export const sendChatMessageRequestSchema = z.strictObject({
  consultationId: consultationIdField,
  body: messageBodyField,
});
export type SendChatMessageRequest = z.infer<typeof sendChatMessageRequestSchema>;
export const chatMessageResponseSchema = resultOf(chatMessageSchema);

/** A visit in the clinician's queue: who, for what, since when. */
export const clinicianVisitSummarySchema = z.object({
  consultationId: z.string(),
  status: consultationStatusSchema,
  /** First name and last initial. */
  patientName: z.string(),
  age: z.number().int().nullable(),
  sex: z.enum(['male', 'female']).nullable(),
  state: z.string().nullable(),
  condition: z.object({ slug: z.string(), name: z.string() }),
  medication: z.object({ name: z.string(), description: z.string() }).nullable(),
  submittedOn: z.string().nullable(),
  /** Some answer calls for the clinician's attention. */
  hasFlags: z.boolean(),
});
export type ClinicianVisitSummary = z.infer<typeof clinicianVisitSummarySchema>;

/** GET /api/v2/clinician/visits: visits awaiting review, oldest submitted first. */
export const clinicianVisitsResponseSchema = resultOf(z.array(clinicianVisitSummarySchema));
export type ClinicianVisitsResponse = z.infer<typeof clinicianVisitsResponseSchema>;

export const clinicianVisitSchema = clinicianVisitSummarySchema.extend({
  answers: z.array(visitAnswerSchema.extend({ isFlagged: z.boolean() })),
  pharmacy: z.object({ id: z.string(), name: z.string(), address: z.string() }).nullable(),
  decision: visitDecisionSchema.nullable(),
  messages: z.array(chatMessageSchema),
});
export type ClinicianVisit = z.infer<typeof clinicianVisitSchema>;

/** GET /api/v2/clinician/visits/{id} */
export const clinicianVisitParamsSchema = visitParamsSchema;
export const clinicianVisitResponseSchema = resultOf(clinicianVisitSchema);
export type ClinicianVisitResponse = z.infer<typeof clinicianVisitResponseSchema>;

/** POST /api/v2/clinician/visits/{id}/decision: prescribe or decline, with a note. */
export const clinicianDecisionRequestSchema = z.strictObject({
  decision: z.enum(VISIT_DECISIONS, { error: 'Choose to prescribe or decline' }),
  note: z
    .string({ error: 'Please write a note for the patient' })
    .trim()
    .min(1, 'Please write a note for the patient')
    .max(CHAT_MESSAGE_MAX_LENGTH, 'Please keep the note under 2,000 characters'),
});
export type ClinicianDecisionRequest = z.infer<typeof clinicianDecisionRequestSchema>;

/** POST /api/v2/clinician/visits/{id}/messages: the clinician answers the patient's chat. */
export const clinicianMessageRequestSchema = z.strictObject({ body: messageBodyField });
export type ClinicianMessageRequest = z.infer<typeof clinicianMessageRequestSchema>;
