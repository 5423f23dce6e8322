import { z } from 'zod';
import { CONTACT_AUDIENCES } from '@fillwell/domain';
import { emailSchema } from './account';
import { resultOf } from './wire';

export const SUPPORT_REQUEST_MESSAGES = {
  nameRequired: 'Please enter your name',
  messageRequired: 'Please tell us how we can help',
  messageTooLong: 'Please keep your message under 4,000 characters',
  orderRequired: 'Please enter the order number',
  medicationRequired: 'Please enter the medication, strength and quantity',
  priceInvalid: 'Enter the lower price in dollars, like 12.50',
  seenAtRequired: 'Please tell us where you saw the lower price',
} as const;

export const SUPPORT_MESSAGE_MAX_LENGTH = 4000;

const personName = z
  .string()
  .trim()
  .min(1, SUPPORT_REQUEST_MESSAGES.nameRequired)
  .max(100, SUPPORT_REQUEST_MESSAGES.nameRequired);
const message = z
  .string()
  .trim()
  .min(1, SUPPORT_REQUEST_MESSAGES.messageRequired)
  .max(SUPPORT_MESSAGE_MAX_LENGTH, SUPPORT_REQUEST_MESSAGES.messageTooLong);

/** POST /api/v2/support/contact: a question from one of the contact pages. */
export const contactRequestSchema = z.strictObject({
  audience: z.enum(CONTACT_AUDIENCES),
  name: personName,
  email: emailSchema,
  message,
});
export type ContactRequest = z.input<typeof contactRequestSchema>;

/** POST /api/v2/support/price-match: a claim under the price match guarantee. */
export const priceMatchClaimSchema = z.strictObject({
  name: personName,
  email: emailSchema,
  orderNumber: z.string().trim().min(1, SUPPORT_REQUEST_MESSAGES.orderRequired).max(80),
  medication: z.string().trim().min(1, SUPPORT_REQUEST_MESSAGES.medicationRequired).max(200),
  /** The lower price in dollars and cents, as written ("12.50"). */
  lowerPrice: z
    .string()
    .trim()
    .regex(/^\d{1,5}(\.\d{1,2})?$/, SUPPORT_REQUEST_MESSAGES.priceInvalid),
  seenAt: z.string().trim().min(1, SUPPORT_REQUEST_MESSAGES.seenAtRequired).max(200),
  message: message.or(z.literal('')).optional(),
});
export type PriceMatchClaim = z.input<typeof priceMatchClaimSchema>;

/** What a stored request answers: its reference, quoted in the acknowledgement e-mail. */
export const supportRequestReceiptSchema = z.object({ reference: z.string() });
export type SupportRequestReceipt = z.infer<typeof supportRequestReceiptSchema>;
export const supportRequestResponseSchema = resultOf(supportRequestReceiptSchema);
