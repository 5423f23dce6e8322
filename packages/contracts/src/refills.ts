import { z } from 'zod';
import { isIsoDate, REFILL_MESSAGES } from '@fillwell/domain';
import { moneySchema } from './cart';
import { priceCategorySchema } from './pricing';

const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** active (refills on its dates), paused (stopped by the service after declines), cancelled. */
export const REFILL_SCHEDULE_STATUSES = ['active', 'paused', 'cancelled'] as const;
export const refillScheduleStatusSchema = z.enum(REFILL_SCHEDULE_STATUSES);
export type RefillScheduleStatus = z.infer<typeof refillScheduleStatusSchema>;

/** An auto-refill (partner-and-shell §3 "Recurring schedule"): dates are ISO, YYYY-MM-DD. */
export const refillScheduleSchema = z.object({
  id: z.string(),
  status: refillScheduleStatusSchema,
  enrolledInAutorefill: z.boolean(),
  details: z.object({
    medNameId: z.number().int(),
    medId: z.number().int(),
    slug: z.string(),
    name: z.string(),
    /** "20mg tablet, 30 tablets" */
    description: z.string(),
    quantity: z.number().int(),
    priceCategory: priceCategorySchema,
  }),
  prevExecutionOn: isoDateSchema.nullable(),
  nextExecutionOn: isoDateSchema,
  intervalDays: z.number().int(),
  /** What the next refill costs at today's price (null when the medication is no longer sold). */
  nextPrice: moneySchema.nullable(),
  /** What the last fill cost. */
  lastPrice: moneySchema,
  cancellationReason: z.string().nullable(),
  /** Why the service paused it (declined payments, no card on file…); null unless paused. */
  pauseReason: z.string().nullable(),
});
export type RefillSchedule = z.infer<typeof refillScheduleSchema>;

/** GET /api/v1/schedules/: the account's auto-refills, and the date the service calls today. */
export const schedulesResponseSchema = z.object({
  schedules: z.array(refillScheduleSchema),
  today: isoDateSchema,
});
export type SchedulesResponse = z.infer<typeof schedulesResponseSchema>;

export const scheduleParamsSchema = z.strictObject({ id: z.string().trim().min(1).max(64) });

/** Offered when the "auto-refill cancellation reason" flag is on (it is); 'Other' asks for words. */
export const AUTO_REFILL_CANCELLATION_REASONS = [
  'I have enough medication for now',
  'My doctor changed my prescription',
  'I found a lower price',
  'I no longer take this medication',
  'I prefer to order each refill myself',
  'Other',
] as const;

/** PATCH /api/v1/schedules/{id}/cancel */
export const cancelScheduleRequestSchema = z.strictObject({
  reason: z
    .string({ error: REFILL_MESSAGES.reasonRequired })
    .trim()
    .min(1, REFILL_MESSAGES.reasonRequired)
    .max(500, REFILL_MESSAGES.reasonTooLong),
});
export type CancelScheduleRequest = z.infer<typeof cancelScheduleRequestSchema>;

/**
 * PATCH /api/v1/schedules/{id}/date: the next refill moves to expectedDate, after today and
 * within 90 days (checked against the service's today). A paused auto-refill starts again.
 */
export const delayScheduleRequestSchema = z.strictObject({
  expectedDate: z
    .string({ error: REFILL_MESSAGES.dateInvalid })
    .trim()
    .refine(isIsoDate, REFILL_MESSAGES.dateInvalid),
});
export type DelayScheduleRequest = z.infer<typeof delayScheduleRequestSchema>;

/** Cancel and delay answer the auto-refill as it now is. */
export const scheduleResponseSchema = z.object({ schedule: refillScheduleSchema });
export type ScheduleResponse = z.infer<typeof scheduleResponseSchema>;

export const REFILL_ERROR_CODES = {
  alreadyCancelled: 'already_cancelled',
  cancelled: 'schedule_cancelled',
  busy: 'refill_in_progress',
} as const;

/** A price on the my-medications list: rawValue in cents. */
export const medPriceSchema = z.object({
  rawValue: z.number().int(),
  displayValue: z.string(),
});

/** partner-and-shell §3 "My med", one per medication name the account has. */
export const myMedSchema = z.object({
  medId: z.number().int(),
  medNameId: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  quantity: z.number().int(),
  /** The price category it was pinned or ordered in. */
  priceCategory: priceCategorySchema,
  pinned: z.boolean(),
  drug: z.object({
    price: z.object({ magic: medPriceSchema.nullable(), delivery: medPriceSchema.nullable() }),
  }),
  prescription: z
    .object({
      lastFilled: isoDateSchema.nullable(),
      expirationDate: isoDateSchema.nullable(),
    })
    .nullable(),
  /** The latest order of it that was not cancelled. */
  orderId: z.string().nullable(),
  orderItemId: z.string().nullable(),
  /** active while that order is on its way, completed once delivered or picked up. */
  orderStatus: z.enum(['active', 'completed']).nullable(),
  /** The order's fulfillment status (pending, shipping, ready_for_pickup…). */
  medStatus: z.object({ status: z.string().nullable() }),
  /** Delivery orders only. */
  deliveryInfo: z.object({ status: z.string() }).nullable(),
  dispenseAsWritten: z.boolean(),
  /** The pharmacy that fills it. */
  pharmaPartner: z.string().nullable(),
  /** Its live auto-refill, if any. */
  scheduleId: z.string().nullable(),
});
export type MyMed = z.infer<typeof myMedSchema>;

/** GET /api/v2/user/my_meds */
export const myMedsResponseSchema = z.object({ meds: z.array(myMedSchema) });
export type MyMedsResponse = z.infer<typeof myMedsResponseSchema>;

/** partner-and-shell §3 "Order item": a medication the account has ordered, priced today. */
export const orderMedSchema = z.object({
  /** The latest order item of this medication. */
  id: z.string(),
  orderId: z.string(),
  medId: z.number().int(),
  medNameId: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  quantity: z.number().int(),
  cartItemId: z.string().nullable(),
  isInCart: z.boolean(),
  isRecurring: z.boolean(),
  isAutoRefillEligible: z.boolean(),
  priceCategory: priceCategorySchema,
  consultationPrice: moneySchema.nullable(),
  prices: z.array(z.object({ id: z.string(), category: priceCategorySchema, price: moneySchema })),
  selectedPriceId: z.string().nullable(),
  detail: z.object({
    rxosPrescriptionId: z.string().nullable(),
    selectedAutoRefillOptedIn: z.boolean(),
  }),
});
export type OrderMed = z.infer<typeof orderMedSchema>;

/** GET /api/v2/order_meds: the price category is the latest order's. */
export const orderMedsResponseSchema = z.object({
  items: z.array(orderMedSchema),
  priceCategory: priceCategorySchema.nullable(),
});
export type OrderMedsResponse = z.infer<typeof orderMedsResponseSchema>;
