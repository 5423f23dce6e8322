import type { AddressSuggestion, ShippingAddress } from '@fillwell/contracts';

/** A verified default address; overrides change single fields. */
export function createSavedAddress(overrides: Partial<ShippingAddress> = {}): ShippingAddress {
  return {
    id: 'addr_1',
    address1: '4400 Lindell Blvd',
    address2: 'Apt 2',
    city: 'Saint Louis',
    state: 'MO',
    zipCode: '63108',
    specialInstructions: 'Ring twice',
    isVerified: true,
    isDefault: true,
    ...overrides,
  };
}

/** What the verifier suggests for a loosely typed 4400 Lindell Boulevard. */
export const ADDRESS_SUGGESTION: AddressSuggestion = {
  street: '4400 Lindell Blvd',
  city: 'Saint Louis',
  state: 'MO',
  zipCode: '63108',
};
