export { telemedRoutes, type TelemedRoutesOptions } from './routes';
export { computeAge } from './telemed-eligibility';
export * as telemedEligibility from './telemed-eligibility';
export { createConsultationReader, createInvalidVisitError } from './consultation-reader';
export type { ConsultationReader } from './consultation-reader';
export {
  createVisitRecordId,
  formatFullName,
  insertChatMessage,
  listChatMessages,
  listItemsByIds,
  listVisitRecords,
  lockConsultation,
} from './consultation-repository';
export { describeCondition, describeMedication, readConsultationStatus } from './consultation-view';
export { buildChatUrl, toChatMessage } from './chat-service';
export { describeDecision } from './visit-service';
export { isAnswerFlagged } from './visit-answers';
export { listVisitQuestions } from './visit-questions';
export {
  findTelemedCondition,
  listTelemedConditions,
  listTelemedConditionsBySlug,
  readTelemedAccount,
  type TelemedConditionRow,
} from './telemed-repository';
export { readKnownPerson, type KnownPerson, type TelemedActor } from './known-person';
export { TELEHEALTH_MAX_UNITS } from './formulation-limits';
