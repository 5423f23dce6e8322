import { z } from 'zod';
import { ACCOUNT_MESSAGES, DELIVERY_ELIGIBLE_STATE_CODES, LIMITS } from '@fillwell/domain';
import { resultOf } from './wire';

/** Lengths of shipping-address fields, and how many addresses one account may keep. */
export const ADDRESS_LIMITS = {
  streetMax: 100,
  cityMax: 50,
  specialInstructionsMax: 250,
  savedAddressesMax: 20,
} as const;

export const ADDRESS_MESSAGES = {
  streetRequired: 'Please enter a street address',
  cityRequired: 'Please enter a city',
  stateRequired: 'Please choose a state',
  stateNotEligible: 'Please choose a state we deliver to',
  invalidZip: ACCOUNT_MESSAGES.invalidZip,
  invalidCharacters: 'Invalid character(s)',
  tooManyAddresses: `You can save up to ${ADDRESS_LIMITS.savedAddressesMax} addresses. Remove one to add another.`,
  suggestionFound: 'We found a suggested address. Please choose the address to use.',
  addressNotFound: 'Address not found',
} as const;

export function formatTooLongMessage(max: number): string {
  return `Must be ${max} characters or fewer`;
}

/** Letters of any alphabet, digits, spaces and the punctuation addresses use. */
const ADDRESS_TEXT_PATTERN = /^[\p{L}\p{M}\d .,#'/&()-]*$/u;
/** Free text without markup or control characters (line breaks allowed). */
const INSTRUCTIONS_PATTERN = /^(?:[^<>\p{Cc}]|\n)*$/u;
const ZIP_CODE_PATTERN = new RegExp(`^\\d{${LIMITS.zipLength}}$`);
const STATE_CODE_PATTERN = /^[A-Z]{2}$/;

function requiredAddressText(requiredMessage: string, max: number) {
  return z
    .string()
    .trim()
    .min(1, requiredMessage)
    .max(max, formatTooLongMessage(max))
    .regex(ADDRESS_TEXT_PATTERN, ADDRESS_MESSAGES.invalidCharacters);
}

/** An optional line: missing, null or blank all mean "none". */
const optionalAddressText = z
  .string()
  .trim()
  .max(ADDRESS_LIMITS.streetMax, formatTooLongMessage(ADDRESS_LIMITS.streetMax))
  .regex(ADDRESS_TEXT_PATTERN, ADDRESS_MESSAGES.invalidCharacters)
  .nullable()
  .optional();

const zipCodeField = z.string().trim().regex(ZIP_CODE_PATTERN, ADDRESS_MESSAGES.invalidZip);

export function isDeliveryEligibleState(code: string): boolean {
  return DELIVERY_ELIGIBLE_STATE_CODES.includes(code);
}

const streetField = requiredAddressText(ADDRESS_MESSAGES.streetRequired, ADDRESS_LIMITS.streetMax);
const cityField = requiredAddressText(ADDRESS_MESSAGES.cityRequired, ADDRESS_LIMITS.cityMax);

/** What the address check returns: a normalised address it knows. */
export const addressSuggestionSchema = z.object({
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
});
export type AddressSuggestion = z.infer<typeof addressSuggestionSchema>;

/** GET /api/v2/account/address/verify?street&street2&city&state&zip_code */
export const verifyAddressQuerySchema = z.strictObject({
  street: streetField,
  street2: optionalAddressText,
  city: cityField,
  state: z
    .string()
    .trim()
    .toUpperCase()
    .min(1, ADDRESS_MESSAGES.stateRequired)
    .regex(STATE_CODE_PATTERN, ADDRESS_MESSAGES.stateRequired),
  zipCode: zipCodeField,
});
export type VerifyAddressQuery = z.infer<typeof verifyAddressQuerySchema>;

export const verifyAddressResponseSchema = resultOf(
  z.object({ suggestions: z.array(addressSuggestionSchema) }),
);
export type VerifyAddressResponse = z.infer<typeof verifyAddressResponseSchema>;

/** POST /api/v2/user/account/address */
export const saveAddressRequestSchema = z.strictObject({
  address1: streetField,
  address2: optionalAddressText,
  city: cityField,
  state: z
    .string()
    .trim()
    .toUpperCase()
    .min(1, ADDRESS_MESSAGES.stateRequired)
    .refine(isDeliveryEligibleState, ADDRESS_MESSAGES.stateNotEligible),
  zipCode: zipCodeField,
  specialInstructions: z
    .string()
    .trim()
    .max(
      ADDRESS_LIMITS.specialInstructionsMax,
      formatTooLongMessage(ADDRESS_LIMITS.specialInstructionsMax),
    )
    .regex(INSTRUCTIONS_PATTERN, ADDRESS_MESSAGES.invalidCharacters)
    .nullable()
    .optional(),
  /** Says the address is a suggestion the person accepted; the server checks it again. */
  isVerified: z.boolean().optional(),
  /** A new address becomes the default unless this is false. */
  isDefault: z.boolean().optional(),
});
export type SaveAddressRequest = z.input<typeof saveAddressRequestSchema>;

export const shippingAddressSchema = z.object({
  id: z.string(),
  address1: z.string(),
  address2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  specialInstructions: z.string().nullable(),
  isVerified: z.boolean(),
  isDefault: z.boolean(),
});
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

export const shippingAddressResponseSchema = resultOf(shippingAddressSchema);
export type ShippingAddressResponse = z.infer<typeof shippingAddressResponseSchema>;

/** GET /api/v2/user/account/address?shipping_default=true: the default address, or null. */
export const defaultAddressResponseSchema = resultOf(shippingAddressSchema.nullable());
export type DefaultAddressResponse = z.infer<typeof defaultAddressResponseSchema>;

/** GET /api/v2/user/account/address (shipping_default absent or false): every saved address. */
export const addressListResponseSchema = resultOf(z.array(shippingAddressSchema));
export type AddressListResponse = z.infer<typeof addressListResponseSchema>;

export const addressListQuerySchema = z.strictObject({
  shippingDefault: z.enum(['true', 'false']).optional(),
});

export const addressIdParamsSchema = z.strictObject({ id: z.string().min(1).max(64) });

/** error_details of the 409 answered when the address check suggests a different address. */
export const addressConflictDetailsSchema = z.object({
  suggestedAddresses: z.array(addressSuggestionSchema),
});
export type AddressConflictDetails = z.infer<typeof addressConflictDetailsSchema>;

/** The codes of the address failures the web app tells apart. */
export const ADDRESS_ERROR_CODES = {
  suggestion: 'address_suggestion',
  notFound: 'address_not_found',
  tooMany: 'too_many_addresses',
} as const;
