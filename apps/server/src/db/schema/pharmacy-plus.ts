import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { paymentCards } from './payments';
import { sessions } from './session';

/** A pharmacy in partnership: its patients use Pharmacy Plus, its staff the partner console. */
export const partnerPharmacies = pgTable('partner_pharmacies', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** Ten digits. */
  phone: text('phone').notNull(),
  address1: text('address1').notNull(),
  address2: text('address2'),
  city: text('city').notNull(),
  state: text('state').notNull(),
  zipCode: text('zip_code').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type PartnerPharmacyRow = typeof partnerPharmacies.$inferSelect;

/** Staff membership: an account that works for one partner pharmacy (role pharmacist or technician). */
export const partnerStaff = pgTable('partner_staff', {
  accountId: text('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  partnerPharmacyId: text('partner_pharmacy_id')
    .notNull()
    .references(() => partnerPharmacies.id, { onDelete: 'cascade' }),
  role: text('role').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type PartnerStaffRow = typeof partnerStaff.$inferSelect;

/**
 * A patient a partner pharmacy registered. `accountId` is set once the patient signs up or signs
 * in with a link they verified (one account per patient of a pharmacy).
 */
export const partnerPatients = pgTable(
  'partner_patients',
  {
    id: text('id').primaryKey(),
    partnerPharmacyId: text('partner_pharmacy_id')
      .notNull()
      .references(() => partnerPharmacies.id, { onDelete: 'cascade' }),
    accountId: text('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** ISO date. */
    dob: date('dob', { mode: 'string' }).notNull(),
    /** Ten digits. */
    mobileNumber: text('mobile_number').notNull(),
    email: text('email'),
    address1: text('address1').notNull(),
    address2: text('address2'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipCode: text('zip_code').notNull(),
    linkSentAt: timestamp('link_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('partner_patients_pharmacy_idx').on(table.partnerPharmacyId, table.createdAt),
    index('partner_patients_mobile_idx').on(table.mobileNumber),
    uniqueIndex('partner_patients_account_idx')
      .on(table.partnerPharmacyId, table.accountId)
      .where(sql`${table.accountId} IS NOT NULL`),
  ],
);
export type PartnerPatientRow = typeof partnerPatients.$inferSelect;

/** A prescription a partner pharmacy holds for a patient, with its refill and auto-refill state. */
export const partnerPrescriptions = pgTable(
  'partner_prescriptions',
  {
    id: text('id').primaryKey(),
    patientId: text('patient_id')
      .notNull()
      .references(() => partnerPatients.id, { onDelete: 'cascade' }),
    medNameId: integer('med_name_id').notNull(),
    medId: integer('med_id').notNull(),
    rxNumber: text('rx_number'),
    prescriberName: text('prescriber_name'),
    refillsRemaining: integer('refills_remaining').notNull(),
    lastFilledOn: date('last_filled_on', { mode: 'string' }),
    expiresOn: date('expires_on', { mode: 'string' }),
    isAutoRefillEligible: boolean('is_auto_refill_eligible').notNull(),
    enrolledInAutorefill: boolean('enrolled_in_autorefill').notNull().default(false),
    /** The next automatic refill. */
    consumerRefillDate: date('consumer_refill_date', { mode: 'string' }),
    cancelReasonCode: text('cancel_reason_code'),
    cancelReasonText: text('cancel_reason_text'),
    delayReasonCode: text('delay_reason_code'),
    delayReasonText: text('delay_reason_text'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('partner_prescriptions_patient_idx').on(table.patientId)],
);
export type PartnerPrescriptionRow = typeof partnerPrescriptions.$inferSelect;

/** The quantities a prescription is sold at, each with its price (integer cents). */
export const partnerPrescriptionPrices = pgTable(
  'partner_prescription_prices',
  {
    id: text('id').primaryKey(),
    prescriptionId: text('prescription_id')
      .notNull()
      .references(() => partnerPrescriptions.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    daysSupply: integer('days_supply').notNull(),
    amountCents: integer('amount_cents').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [index('partner_prescription_prices_rx_idx').on(table.prescriptionId)],
);
export type PartnerPrescriptionPriceRow = typeof partnerPrescriptionPrices.$inferSelect;

/**
 * Links that bring a patient in (exit tokens): `<id>.<secret>`, only a hash of the secret kept,
 * with the texted code (hashed, five tries). A link is verified once, by one browser session,
 * and then joins one account.
 */
export const patientExitTokens = pgTable(
  'patient_exit_tokens',
  {
    id: text('id').primaryKey(),
    patientId: text('patient_id')
      .notNull()
      .references(() => partnerPatients.id, { onDelete: 'cascade' }),
    /** link (sent by the pharmacy) or details (the patient typed their details). */
    source: text('source').notNull(),
    secretHash: text('secret_hash').notNull(),
    codeHash: text('code_hash').notNull(),
    codeAttempts: integer('code_attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    verifiedSessionId: text('verified_session_id').references(() => sessions.id, {
      onDelete: 'set null',
      onUpdate: 'cascade',
    }),
    mappedAccountId: text('mapped_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    mappedAt: timestamp('mapped_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('patient_exit_tokens_patient_idx').on(table.patientId),
    index('patient_exit_tokens_session_idx').on(table.verifiedSessionId),
  ],
);
export type PatientExitTokenRow = typeof patientExitTokens.$inferSelect;

/**
 * Pharmacy Plus orders. status: open (being built), submitting (being charged), paid, cancelled.
 * fulfillmentStatus follows the fulfillment timeline once paid. Money is integer cents.
 */
export const plusOrders = pgTable(
  'plus_orders',
  {
    id: text('id').primaryKey(),
    patientId: text('patient_id')
      .notNull()
      .references(() => partnerPatients.id, { onDelete: 'cascade' }),
    partnerPharmacyId: text('partner_pharmacy_id')
      .notNull()
      .references(() => partnerPharmacies.id, { onDelete: 'cascade' }),
    orderNumber: text('order_number'),
    status: text('status').notNull(),
    fulfillmentStatus: text('fulfillment_status'),
    /** pickup, standard_shipping or express_shipping. */
    fulfillmentOption: text('fulfillment_option'),
    fulfillmentCents: integer('fulfillment_cents').notNull().default(0),
    signatureOptedIn: boolean('signature_opted_in').notNull().default(false),
    specialInstructions: text('special_instructions'),
    paymentCardId: text('payment_card_id').references(() => paymentCards.id, {
      onDelete: 'set null',
    }),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** Charges carry `plus-order:<id>:<attempt>`: a retried attempt never charges twice. */
    submitAttempt: integer('submit_attempt').notNull().default(0),
    chargeId: text('charge_id'),
    totalCents: integer('total_cents'),
    submittingAt: timestamp('submitting_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    platform: text('platform'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One order being built per patient.
    uniqueIndex('plus_orders_one_open_idx')
      .on(table.patientId)
      .where(sql`${table.status} IN ('open', 'submitting')`),
    uniqueIndex('plus_orders_number_idx').on(table.orderNumber),
    index('plus_orders_pharmacy_idx').on(table.partnerPharmacyId, table.status),
  ],
);
export type PlusOrderRow = typeof plusOrders.$inferSelect;

export const plusOrderItems = pgTable(
  'plus_order_items',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => plusOrders.id, { onDelete: 'cascade' }),
    prescriptionId: text('prescription_id')
      .notNull()
      .references(() => partnerPrescriptions.id, { onDelete: 'cascade' }),
    selectedPriceId: text('selected_price_id').notNull(),
    /** The selected price's amount, quantity and supply as they were at submission. */
    amountCents: integer('amount_cents').notNull(),
    quantity: integer('quantity').notNull(),
    daysSupply: integer('days_supply').notNull(),
    autoRefillOptedIn: boolean('auto_refill_opted_in').notNull().default(false),
    /** The client's key for the add: the same key again adds nothing. */
    clientKey: text('client_key'),
    status: text('status').notNull().default('active'),
    refundId: text('refund_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('plus_order_items_rx_idx').on(table.orderId, table.prescriptionId),
    uniqueIndex('plus_order_items_key_idx')
      .on(table.orderId, table.clientKey)
      .where(sql`${table.clientKey} IS NOT NULL`),
  ],
);
export type PlusOrderItemRow = typeof plusOrderItems.$inferSelect;

/** A survey a partner pharmacy published to its patients. */
export const partnerSurveys = pgTable(
  'partner_surveys',
  {
    id: text('id').primaryKey(),
    partnerPharmacyId: text('partner_pharmacy_id')
      .notNull()
      .references(() => partnerPharmacies.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('partner_surveys_pharmacy_idx').on(table.partnerPharmacyId)],
);
export type PartnerSurveyRow = typeof partnerSurveys.$inferSelect;

export const partnerSurveyQuestions = pgTable(
  'partner_survey_questions',
  {
    id: text('id').primaryKey(),
    surveyId: text('survey_id')
      .notNull()
      .references(() => partnerSurveys.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    /** rating, choice or text. */
    kind: text('kind').notNull(),
    options: text('options')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    position: integer('position').notNull(),
  },
  (table) => [index('partner_survey_questions_survey_idx').on(table.surveyId)],
);
export type PartnerSurveyQuestionRow = typeof partnerSurveyQuestions.$inferSelect;

/** One patient's answer to one question (the latest one counts). */
export const partnerSurveyAnswers = pgTable(
  'partner_survey_answers',
  {
    questionId: text('question_id')
      .notNull()
      .references(() => partnerSurveyQuestions.id, { onDelete: 'cascade' }),
    patientId: text('patient_id')
      .notNull()
      .references(() => partnerPatients.id, { onDelete: 'cascade' }),
    surveyId: text('survey_id')
      .notNull()
      .references(() => partnerSurveys.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.questionId, table.patientId] }),
    index('partner_survey_answers_survey_idx').on(table.surveyId, table.patientId),
  ],
);

/** A patient's survey marked complete (all answers sent together). */
export const partnerSurveyCompletions = pgTable(
  'partner_survey_completions',
  {
    surveyId: text('survey_id')
      .notNull()
      .references(() => partnerSurveys.id, { onDelete: 'cascade' }),
    patientId: text('patient_id')
      .notNull()
      .references(() => partnerPatients.id, { onDelete: 'cascade' }),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.surveyId, table.patientId] })],
);

/** Friends a patient invited by e-mail (organic referrals); the link's secret is kept hashed. */
export const patientReferrals = pgTable(
  'patient_referrals',
  {
    id: text('id').primaryKey(),
    referrerPatientId: text('referrer_patient_id')
      .notNull()
      .references(() => partnerPatients.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    secretHash: text('secret_hash').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('patient_referrals_referrer_idx').on(table.referrerPatientId)],
);

/** One chat per patient with their pharmacy. */
export const pharmacyChats = pgTable(
  'pharmacy_chats',
  {
    id: text('id').primaryKey(),
    patientId: text('patient_id')
      .notNull()
      .unique()
      .references(() => partnerPatients.id, { onDelete: 'cascade' }),
    partnerPharmacyId: text('partner_pharmacy_id')
      .notNull()
      .references(() => partnerPharmacies.id, { onDelete: 'cascade' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('pharmacy_chats_pharmacy_idx').on(table.partnerPharmacyId, table.lastMessageAt),
  ],
);
export type PharmacyChatRow = typeof pharmacyChats.$inferSelect;

export const pharmacyChatMessages = pgTable(
  'pharmacy_chat_messages',
  {
    id: text('id').primaryKey(),
    chatId: text('chat_id')
      .notNull()
      .references(() => pharmacyChats.id, { onDelete: 'cascade' }),
    /** patient or pharmacy. */
    author: text('author').notNull(),
    /** The staff account that answered (pharmacy messages). */
    staffAccountId: text('staff_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('pharmacy_chat_messages_chat_idx').on(table.chatId, table.createdAt)],
);
export type PharmacyChatMessageRow = typeof pharmacyChatMessages.$inferSelect;

/** Short-lived chat tokens (GET …/chat/identify/); only a hash of the token is kept. */
export const pharmacyChatTokens = pgTable(
  'pharmacy_chat_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    chatId: text('chat_id')
      .notNull()
      .references(() => pharmacyChats.id, { onDelete: 'cascade' }),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('pharmacy_chat_tokens_expires_idx').on(table.expiresAt)],
);
