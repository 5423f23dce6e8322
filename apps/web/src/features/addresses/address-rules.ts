import type { z } from 'zod';
import {
  addressConflictDetailsSchema,
  saveAddressRequestSchema,
  type AddressSuggestion,
  type SaveAddressRequest,
  type ShippingAddress,
} from '@fillwell/contracts';
import type { HttpError } from '@/lib/http';

export type AddressFormVariant = 'shipping' | 'telehealth';

/** The words of each variant of the address step (core-shopping §2). */
export const ADDRESS_FORM_TEXT = {
  shipping: {
    pageTitle: 'Shipping Information',
    heading: 'Confirm delivery address',
    hint: 'Delivery available for all 50 states and Washington D.C.',
  },
  telehealth: {
    pageTitle: 'Telehealth Address Information',
    heading: 'Add your address to continue with online doctor visit',
    hint: null,
  },
} as const satisfies Record<
  AddressFormVariant,
  { pageTitle: string; heading: string; hint: string | null }
>;

export const SHIPPING_BLURB =
  'Fast, free shipping from a certified, US pharmacy after we receive your prescription.';

/** The form checks the fields the way the server does. */
export const addressFormSchema = saveAddressRequestSchema.pick({
  address1: true,
  address2: true,
  city: true,
  state: true,
  zipCode: true,
  specialInstructions: true,
});

export interface AddressFormValues {
  address1: string;
  address2: string;
  city: string;
  state: string;
  zipCode: string;
  specialInstructions: string;
}
export type AddressFormInput = z.input<typeof addressFormSchema>;
export type CheckedAddress = z.output<typeof addressFormSchema>;

export const ADDRESS_FIELDS: ReadonlyArray<keyof AddressFormValues> = [
  'address1',
  'address2',
  'city',
  'state',
  'zipCode',
  'specialInstructions',
];

export function toAddressFormValues(
  address: Partial<ShippingAddress> | null | undefined,
): AddressFormValues {
  return {
    address1: address?.address1 ?? '',
    address2: address?.address2 ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    zipCode: address?.zipCode ?? '',
    specialInstructions: address?.specialInstructions ?? '',
  };
}

/** Continue waits for street, city, state and ZIP code. */
export function hasRequiredAddressFields(values: Partial<AddressFormInput>): boolean {
  return [values.address1, values.city, values.state, values.zipCode].every(
    (value) => (value ?? '').trim() !== '',
  );
}

export function toSaveAddressRequest(
  address: CheckedAddress,
  variant: AddressFormVariant,
): SaveAddressRequest {
  return {
    address1: address.address1,
    address2: address.address2 || null,
    city: address.city,
    state: address.state,
    zipCode: address.zipCode,
    specialInstructions: variant === 'shipping' ? address.specialInstructions || null : null,
  };
}

/** The chosen suggestion in place of the typed street, city, state and ZIP code. */
export function applySuggestion(
  request: SaveAddressRequest,
  suggestion: AddressSuggestion,
): SaveAddressRequest {
  return {
    ...request,
    address1: suggestion.street,
    city: suggestion.city,
    state: suggestion.state,
    zipCode: suggestion.zipCode,
    isVerified: true,
  };
}

/** The addresses a 409 answer suggests (none when it carries none). */
export function readSuggestedAddresses(error: HttpError): AddressSuggestion[] {
  const details = addressConflictDetailsSchema.safeParse(error.errorDetails);
  return details.success ? details.data.suggestedAddresses : [];
}

/** "4400 Lindell Blvd, Apt 2" and "Saint Louis, MO 63108". */
export function formatAddressLines(address: {
  address1?: string;
  street?: string;
  address2?: string | null;
  city: string;
  state: string;
  zipCode: string;
}): [string, string] {
  const street = address.address1 ?? address.street ?? '';
  const first = address.address2 ? `${street}, ${address.address2}` : street;
  return [first, `${address.city}, ${address.state} ${address.zipCode}`];
}
