import type { HttpError } from '@/lib/http';
import {
  applySuggestion,
  formatAddressLines,
  hasRequiredAddressFields,
  readSuggestedAddresses,
  toSaveAddressRequest,
} from './address-rules';
import { ADDRESS_SUGGESTION } from './testing/address-fixtures';

const CHECKED = {
  address1: '4400 lindell boulevard',
  address2: '',
  city: 'St. Louis',
  state: 'MO',
  zipCode: '63108',
  specialInstructions: 'Ring twice',
};

function conflict(errorDetails: unknown): HttpError {
  return {
    message: 'x',
    code: 'address_suggestion',
    status: 409,
    validationErrors: {},
    errorDetails,
  };
}

describe('address rules', () => {
  it('needs street, city, state and zip, ignoring blanks', () => {
    expect(hasRequiredAddressFields(CHECKED)).toBe(true);
    expect(hasRequiredAddressFields({ ...CHECKED, city: '  ' })).toBe(false);
    expect(hasRequiredAddressFields({ ...CHECKED, address2: '' })).toBe(true);
  });

  it('leaves special instructions out of a telehealth address', () => {
    expect(toSaveAddressRequest(CHECKED, 'telehealth').specialInstructions).toBeNull();
    expect(toSaveAddressRequest(CHECKED, 'shipping')).toMatchObject({
      address2: null,
      specialInstructions: 'Ring twice',
    });
  });

  it('applies a suggestion as verified, keeping the second line and instructions', () => {
    const request = { ...toSaveAddressRequest(CHECKED, 'shipping'), address2: 'Apt 2' };
    expect(applySuggestion(request, ADDRESS_SUGGESTION)).toEqual({
      address1: '4400 Lindell Blvd',
      address2: 'Apt 2',
      city: 'Saint Louis',
      state: 'MO',
      zipCode: '63108',
      specialInstructions: 'Ring twice',
      isVerified: true,
    });
  });

  it('reads suggestions from a 409 and nothing from a malformed one', () => {
    expect(readSuggestedAddresses(conflict({ suggestedAddresses: [ADDRESS_SUGGESTION] }))).toEqual([
      ADDRESS_SUGGESTION,
    ]);
    expect(readSuggestedAddresses(conflict(null))).toEqual([]);
    expect(readSuggestedAddresses(conflict({ suggestedAddresses: 'x' }))).toEqual([]);
  });

  it('writes an address on two lines', () => {
    expect(formatAddressLines({ ...ADDRESS_SUGGESTION, address2: 'Apt 2' })).toEqual([
      '4400 Lindell Blvd, Apt 2',
      'Saint Louis, MO 63108',
    ]);
  });
});
