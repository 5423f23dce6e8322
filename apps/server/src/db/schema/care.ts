import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { accounts } from './accounts';
import { sessions } from './session';
import { orderItems, orders } from './orders';

/** One answer of a visit questionnaire, as the patient gave it. */
export interface VisitAnswer {
  questionId: string;
  /** The question as shown, kept so a later wording change does not alter the record. */
  question: string;
  answer: string;
}

/**
 * The built-in visit of a consultation: the patient's questionnaire and the clinician's review.
 * One row per consultation, made when the patient first opens the visit.
 */
export const visitRecords = pgTable(
  'visit_records',
  {
    consultationId: text('consultation_id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').$type<VisitAnswer[]>().notNull().default([]),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** The clinician account that reviewed it. */
    clinicianId: text('clinician_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** prescribed or not_prescribed, with the clinician's note to the patient. */
    decision: text('decision'),
    clinicianNote: text('clinician_note'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('visit_records_submitted_idx').on(table.submittedAt)],
);
export type VisitRecordRow = typeof visitRecords.$inferSelect;

/** A consultation's chat with its care team (GET /v2/telemed/chats, POST /v2/telemed/chat). */
export const visitChats = pgTable(
  'visit_chats',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    consultationId: text('consultation_id'),
    /** patient or clinician. */
    author: text('author').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('visit_chats_account_idx').on(table.accountId, table.createdAt)],
);
export type VisitChatRow = typeof visitChats.$inferSelect;

/**
 * Prescriptions the service holds for an account: written by a clinician after a visit, or
 * recorded from a transfer. source: consultation, transfer or user.
 */
export const prescriptions = pgTable(
  'prescriptions',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    medNameId: integer('med_name_id').notNull(),
    medId: integer('med_id').notNull(),
    quantity: integer('quantity').notNull(),
    refillsAllowed: integer('refills_allowed').notNull().default(0),
    source: text('source').notNull(),
    consultationId: text('consultation_id'),
    prescriberName: text('prescriber_name').notNull(),
    /** Take as written: no generic substitution. */
    dispenseAsWritten: boolean('dispense_as_written').notNull().default(false),
    writtenOn: date('written_on').notNull(),
    expiresOn: date('expires_on').notNull(),
    lastFilledOn: date('last_filled_on'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('prescriptions_account_idx').on(table.accountId, table.medNameId)],
);
export type PrescriptionRow = typeof prescriptions.$inferSelect;

/**
 * Auto-refill: an order item bought with isRecurring repeats every intervalDays through the
 * purchase path. status: active or cancelled.
 */
export const refillSchedules = pgTable(
  'refill_schedules',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The order item that started it. */
    sourceOrderItemId: text('source_order_item_id').references(() => orderItems.id, {
      onDelete: 'set null',
    }),
    medId: integer('med_id').notNull(),
    medNameId: integer('med_name_id').notNull(),
    slug: text('slug').notNull(),
    quantity: integer('quantity').notNull(),
    priceCategory: text('price_category').notNull(),
    intervalDays: integer('interval_days').notNull(),
    status: text('status').notNull(),
    /** The price of the last fill, to notice a change before the next one is billed. */
    lastPriceCents: integer('last_price_cents').notNull(),
    /** The price the patient was told of for the next fill, once notified. */
    noticedPriceCents: integer('noticed_price_cents'),
    prevExecutionOn: date('prev_execution_on'),
    nextExecutionOn: date('next_execution_on').notNull(),
    cancellationReason: text('cancellation_reason'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('refill_schedules_account_idx').on(table.accountId),
    index('refill_schedules_due_idx').on(table.status, table.nextExecutionOn),
    uniqueIndex('refill_schedules_source_item_idx')
      .on(table.sourceOrderItemId)
      .where(sql`${table.sourceOrderItemId} IS NOT NULL`),
    check('refill_schedules_interval_positive', sql`${table.intervalDays} > 0`),
  ],
);
export type RefillScheduleRow = typeof refillSchedules.$inferSelect;

/** Medications a person keeps on their list (pinned from a drug page). */
export const pinnedMedications = pgTable(
  'pinned_medications',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    medNameId: integer('med_name_id').notNull(),
    medId: integer('med_id').notNull(),
    slug: text('slug').notNull(),
    quantity: integer('quantity').notNull(),
    priceCategory: text('price_category').notNull(),
    pinnedAt: timestamp('pinned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.medNameId] })],
);
export type PinnedMedicationRow = typeof pinnedMedications.$inferSelect;

/** The medication chosen for a telehealth subscription, per session, before it is bought. */
export const subscriptionCarts = pgTable('subscription_carts', {
  sessionId: text('session_id')
    .primaryKey()
    .references(() => sessions.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
  medId: integer('med_id').notNull(),
  medNameId: integer('med_name_id').notNull(),
  medPriceId: text('med_price_id').notNull(),
  quantity: integer('quantity').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type SubscriptionCartRow = typeof subscriptionCarts.$inferSelect;

/**
 * Monthly telehealth subscriptions. status: active, past_due (a renewal was declined) or
 * cancelled. Money is integer cents: the monthly fee (subscriptionFee, the medication and care)
 * and the one-time medical fee charged with the first cycle.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    planName: text('plan_name').notNull(),
    medId: integer('med_id').notNull(),
    medNameId: integer('med_name_id').notNull(),
    medPriceId: text('med_price_id').notNull(),
    quantity: integer('quantity').notNull(),
    condition: text('condition').notNull(),
    status: text('status').notNull(),
    subscriptionFeeCents: integer('subscription_fee_cents').notNull(),
    medicalFeeCents: integer('medical_fee_cents').notNull(),
    paymentCardId: text('payment_card_id'),
    telemedCurrentState: text('telemed_current_state').notNull(),
    consentGivenAt: timestamp('consent_given_at', { withTimezone: true }).notNull(),
    currentCycle: integer('current_cycle').notNull().default(1),
    nextChargeOn: date('next_charge_on').notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('subscriptions_account_idx').on(table.accountId),
    index('subscriptions_due_idx').on(table.status, table.nextChargeOn),
    // One live subscription per drug and person.
    uniqueIndex('subscriptions_account_drug_live_idx')
      .on(table.accountId, table.medNameId)
      .where(sql`${table.status} <> 'cancelled'`),
  ],
);
export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** One billing cycle of a subscription: at most one charge per cycle, whatever retries. */
export const subscriptionCharges = pgTable(
  'subscription_charges',
  {
    id: text('id').primaryKey(),
    subscriptionId: text('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    cycle: integer('cycle').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** pending, paid or failed. */
    status: text('status').notNull(),
    providerReference: text('provider_reference'),
    failureMessage: text('failure_message'),
    /** The order that ships this cycle's medication. */
    orderId: text('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('subscription_charges_cycle_idx').on(table.subscriptionId, table.cycle),
    check('subscription_charges_amount_not_negative', sql`${table.amountCents} >= 0`),
  ],
);
export type SubscriptionChargeRow = typeof subscriptionCharges.$inferSelect;
