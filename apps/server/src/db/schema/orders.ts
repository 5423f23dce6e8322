import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/** What an order keeps of the pharmacy it is filled at, as it was when bought. */
export interface OrderPharmacySnapshot {
  id: string;
  name: string;
  npi: string;
  networkId: number;
  brand: { shortName: string; formattedName: string };
  address: {
    street1: string;
    street2: string | null;
    city: string;
    state: string;
    zipCode: string;
  };
  phone: string | null;
}

/** What an order keeps of the shipping address, as it was when bought. */
export interface OrderAddressSnapshot {
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  zipCode: string;
  specialInstructions: string | null;
}

/**
 * Orders. status: open (being bought: created, not yet charged), paid, cancelled.
 * fulfillmentStatus: pending, transferring, dispensing, shipping, delivered, ready_for_pickup,
 * picked_up, cancelled. Money is integer cents, locked at purchase.
 */
export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    /** What the person and support call the order (FW- and 8 random characters); not the id. */
    orderNumber: text('order_number').notNull(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** One purchase attempt, one order: a retry with the same key answers this order. */
    idempotencyKey: text('idempotency_key').notNull(),
    cartId: text('cart_id'),
    status: text('status').notNull(),
    fulfillmentStatus: text('fulfillment_status').notNull(),
    /** pickup or delivery. */
    fulfillment: text('fulfillment').notNull(),
    priceCategory: text('price_category').notNull(),
    pharmacyNetworkId: integer('pharmacy_network_id'),
    pharmacy: jsonb('pharmacy').$type<OrderPharmacySnapshot>(),
    shippingAddress: jsonb('shipping_address').$type<OrderAddressSnapshot>(),
    subtotalCents: integer('subtotal_cents').notNull(),
    couponCode: text('coupon_code'),
    couponDescription: text('coupon_description'),
    discountCents: integer('discount_cents').notNull().default(0),
    walletCents: integer('wallet_cents').notNull().default(0),
    consultationFeeCents: integer('consultation_fee_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    /** The saved card charged (payment_cards.id) and what the order shows of it. */
    paymentCardId: text('payment_card_id'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    reimbursementConsent: boolean('reimbursement_consent').notNull().default(false),
    telemedCurrentState: text('telemed_current_state'),
    telemedTreatmentType: text('telemed_treatment_type'),
    /** Why an open order failed to be paid (the provider's message), for the audit trail. */
    failureMessage: text('failure_message'),
    cancellationReason: text('cancellation_reason'),
    /** What made the order: cart (a purchase), refill (auto-refill) or subscription (a renewal). */
    origin: text('origin').notNull().default('cart'),
    /**
     * While open: the server instance (server_instances.id) settling the order. Once that
     * instance is gone, anyone may take the order over and settle it.
     */
    settlingInstanceId: text('settling_instance_id'),
    /**
     * A purchase's confirmation message is still to be sent once it is paid; cleared by the one
     * sender that claims it (the purchase, a retry, or the recovery after a crash).
     */
    isConfirmationDue: boolean('is_confirmation_due').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('orders_account_idempotency_idx').on(table.accountId, table.idempotencyKey),
    uniqueIndex('orders_order_number_idx').on(table.orderNumber),
    index('orders_account_created_idx').on(table.accountId, table.createdAt),
    index('orders_fulfillment_status_idx').on(table.fulfillmentStatus),
    // A coupon's uses are counted from its orders.
    index('orders_coupon_code_idx')
      .on(table.couponCode)
      .where(sql`${table.couponCode} IS NOT NULL`),
    // The recovery looks for open orders every few seconds.
    index('orders_open_idx')
      .on(table.settlingInstanceId)
      .where(sql`${table.status} = 'open'`),
    check('orders_total_not_negative', sql`${table.totalCents} >= 0`),
  ],
);
export type OrderRow = typeof orders.$inferSelect;

/** One medication of an order, with the prices locked at purchase. */
export const orderItems = pgTable(
  'order_items',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The cart item it was bought from. */
    cartItemId: text('cart_item_id'),
    medId: integer('med_id').notNull(),
    medNameId: integer('med_name_id').notNull(),
    slug: text('slug').notNull(),
    formattedName: text('formatted_name').notNull(),
    formattedDescription: text('formatted_description').notNull(),
    quantity: integer('quantity').notNull(),
    priceCategory: text('price_category').notNull(),
    basePriceCents: integer('base_price_cents').notNull(),
    priceWithCouponsCents: integer('price_with_coupons_cents').notNull(),
    consultationPriceCents: integer('consultation_price_cents'),
    rxSrcType: text('rx_src_type'),
    transferSource: text('transfer_source'),
    rxSrcPharmacyId: text('rx_src_pharmacy_id'),
    rxSrcProviderId: integer('rx_src_provider_id'),
    isRecurring: boolean('is_recurring').notNull().default(false),
    isAutoRefillEligible: boolean('is_auto_refill_eligible').notNull().default(false),
    /** active or cancelled. */
    status: text('status').notNull().default('active'),
    cancellationReason: text('cancellation_reason'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    position: integer('position').notNull(),
  },
  (table) => [index('order_items_order_idx').on(table.orderId)],
);
export type OrderItemRow = typeof orderItems.$inferSelect;

/** The audit trail of an order: every status change, who made it and why. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** e.g. created, paid, payment_failed, fulfillment, item_cancelled, cancelled, refunded. */
    kind: text('kind').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    /** user, system, simulator, pharmacy. */
    actor: text('actor').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_events_order_idx').on(table.orderId, table.createdAt)],
);
export type OrderEventRow = typeof orderEvents.$inferSelect;

/** Money moved for an order: the card charge and any refunds (cardPaymentsRefunds). */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** charge or refund. */
    kind: text('kind').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** The provider's charge or refund id. */
    providerReference: text('provider_reference').notNull(),
    /** For a refund: the order item it repays, or null for the whole order. */
    orderItemId: text('order_item_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('order_payments_order_idx').on(table.orderId),
    check('order_payments_amount_positive', sql`${table.amountCents} > 0`),
  ],
);
export type OrderPaymentRow = typeof orderPayments.$inferSelect;

/** What finishing a refund under way records: the cancellation asked for, as it was planned. */
export interface PendingCancellationSnapshot {
  request: {
    accountId: string;
    orderId: string;
    target: { kind: 'order' } | { kind: 'item'; itemId: string };
    reason: string;
    actor?: 'user' | 'clinician';
    options?: { isVisitFeeKept?: boolean };
  };
  plan: {
    kind: 'cancel';
    itemIds: string[];
    isWholeOrder: boolean;
    refundCents: number;
    orderItemId: string | null;
    refundKey: string;
    walletCapCents?: number;
  };
  /** The provider's charge the refund repays. */
  chargeId: string;
}

/**
 * Refunds under way: written with the pending refund payment, before the provider is asked, and
 * removed when the cancellation is recorded. One left behind by a server instance that is gone is
 * finished by the recovery (the provider's refund is idempotent by the plan's refund key).
 */
export const pendingRefunds = pgTable(
  'pending_refunds',
  {
    paymentId: text('payment_id')
      .primaryKey()
      .references(() => orderPayments.id, { onDelete: 'cascade' }),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The server instance paying it back (server_instances.id); null: nobody. */
    instanceId: text('instance_id'),
    cancellation: jsonb('cancellation').$type<PendingCancellationSnapshot>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('pending_refunds_order_idx').on(table.orderId)],
);
export type PendingRefundRow = typeof pendingRefunds.$inferSelect;

/** Prescription transfers asked for (POST /pharmacies/transfer/initiate and checkout). */
export const transferRequests = pgTable(
  'transfer_requests',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    pharmacyNpi: text('pharmacy_npi').notNull(),
    previousPharmacyNpi: text('previous_pharmacy_npi').notNull(),
    source: text('source').notNull(),
    useClaims: boolean('use_claims').notNull().default(false),
    usePurchases: boolean('use_purchases').notNull().default(false),
    /** requested, completed, failed. */
    status: text('status').notNull().default('requested'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('transfer_requests_account_idx').on(table.accountId)],
);
export type TransferRequestRow = typeof transferRequests.$inferSelect;

/**
 * Online doctor visits bought with an order. creationStatus: creating, created, error;
 * status: incomplete, awaiting_doctor_review, prescribed, not_prescribed, not_eligible,
 * cancelled, completed.
 */
export const consultations = pgTable(
  'consultations',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    orderId: text('order_id').references(() => orders.id, { onDelete: 'set null' }),
    orderItemId: text('order_item_id'),
    /** The telemedicine condition (telemed_conditions.slug). */
    condition: text('condition').notNull(),
    medNameId: integer('med_name_id').notNull(),
    creationStatus: text('creation_status').notNull(),
    status: text('status').notNull(),
    feeCents: integer('fee_cents').notNull(),
    patientState: text('patient_state'),
    /** The pharmacy the prescription goes to (PATCH /v2/telemed/order/{id}/pharmacy). */
    pharmacyId: text('pharmacy_id'),
    /** The subscription this visit belongs to, when it is not bought with an order. */
    subscriptionId: text('subscription_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('consultations_account_idx').on(table.accountId),
    index('consultations_order_idx').on(table.orderId),
  ],
);
export type ConsultationRow = typeof consultations.$inferSelect;
