/*
 * Pharmacy Plus's codes, texts and limits, apart from its schemas: the browser's app reads them
 * at start (the Pharmacy Plus state), without the schemas' code.
 */

export const PHARMACY_PLUS_ERROR_CODES = {
  patientNotFound: 'patient_not_found',
  patientNotVerified: 'patient_not_verified',
  codeInvalid: 'code_invalid',
  codeAttemptsExceeded: 'code_attempts_exceeded',
  tooManyAttempts: 'rate_limited',
  exitTokenUnknown: 'exit_token_unknown',
  exitTokenExpired: 'exit_token_expired',
  exitTokenUsed: 'exit_token_used',
  orderMissing: 'order_missing',
  orderNotOpen: 'order_not_open',
  orderEmpty: 'order_empty',
  orderSubmitted: 'order_submitted',
  itemMissing: 'item_missing',
  prescriptionMissing: 'prescription_missing',
  cannotAddItem: 'cannot_add_item',
  priceMissing: 'price_missing',
  fulfillmentRequired: 'fulfillment_required',
  fulfillmentUnavailable: 'fulfillment_unavailable',
  signatureUnavailable: 'signature_unavailable',
  cardNotFound: 'card_not_found',
  paymentFailed: 'payment_failed',
  itemNotCancellable: 'item_not_cancellable',
  autoRefillNotEligible: 'auto_refill_not_eligible',
  autoRefillNotEnrolled: 'auto_refill_not_enrolled',
  refillDateInvalid: 'refill_date_invalid',
  surveyMissing: 'survey_missing',
  questionMissing: 'question_missing',
  answerInvalid: 'answer_invalid',
  chatTokenInvalid: 'chat_token_invalid',
  conversationMissing: 'conversation_missing',
  staffOnly: 'forbidden',
  fulfillmentStepInvalid: 'fulfillment_step_invalid',
  drugUnknown: 'drug_unknown',
  referralUnknown: 'referral_unknown',
} as const;
export type PharmacyPlusErrorCode =
  (typeof PHARMACY_PLUS_ERROR_CODES)[keyof typeof PHARMACY_PLUS_ERROR_CODES];

/** The specification's texts (§8) where it has them; ours otherwise. */
export const PHARMACY_PLUS_MESSAGES = {
  priceMissing: 'Price must be present.',
  orderMissing: 'An order must be present.',
  originalItemMissing: 'Original item must be present',
  newItemMissing: 'New item must be present',
  pricesMissing: 'Prices must be present.',
  removeItemFailed: 'Unable to remove item from order; please try again',
  fulfillmentFailed: 'Unable to select this fulfillment option; please try again.',
  chatStartFailed: 'Error occurred when starting chat session',
  patientNotFound:
    "We couldn't find a patient with those details. Please check them, or call your pharmacy.",
  patientNotVerified: 'Please verify your details with the code your pharmacy sent you first.',
  codeInvalid: 'That code is not right. Please check it and try again.',
  codeAttemptsExceeded: 'Too many wrong codes. Please ask for a new code.',
  exitTokenUnknown: 'This link is not valid. Please ask your pharmacy for a new one.',
  exitTokenExpired: 'This link has expired. Please ask your pharmacy for a new one.',
  exitTokenUsed:
    'This link has already been used. Please sign in, or ask your pharmacy for a new one.',
  orderNotOpen: 'This order has been submitted and can no longer be changed.',
  orderEmpty: 'Please add a prescription to your order before submitting it.',
  orderSubmitted: 'This order has already been submitted.',
  fulfillmentRequired: 'Please choose how you would like to receive your order.',
  signatureUnavailable: 'A signature can only be requested with express shipping.',
  cardNotFound: 'Card not found',
  itemNotCancellable:
    'Your pharmacy has started preparing this item, so it can no longer be cancelled.',
  autoRefillNotEligible: 'This prescription cannot be refilled automatically.',
  autoRefillNotEnrolled: 'This prescription is not set to refill automatically.',
  surveyMissing: 'Survey not found',
  questionMissing: 'Question not found',
  chatTokenInvalid: 'Your chat session has ended. Please start the chat again.',
  conversationMissing: 'Conversation not found',
  staffOnly: 'Only staff of a partner pharmacy can use the pharmacy console.',
  patientMissing: 'Patient not found',
  prescriptionMissing: 'Prescription not found',
  drugUnknown: 'Please choose a medication from the catalogue.',
  referralUnknown: 'This invitation is not valid.',
} as const;

/** 'Cannot add item for {prescription}.' (§8). */
export function formatCannotAddItemMessage(prescriptionName: string): string {
  return `Cannot add item for ${prescriptionName}.`;
}

export const PHARMACY_PLUS_LIMITS = {
  specialInstructionsMax: 500,
  chatMessageMax: 2000,
  surveyAnswerMax: 1000,
  surveyQuestionsMax: 20,
  quantityOptionsMax: 6,
  refillsMax: 99,
} as const;

/** The event a chat stream sends for each new message. */
export const CHAT_EVENT_NAMES = { message: 'message' } as const;
