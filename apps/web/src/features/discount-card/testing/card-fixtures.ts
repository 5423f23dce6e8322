import type {
  CardSavingsResponse,
  DiscountCard,
  DiscountCardResponse,
  Pharmacy,
} from '@fillwell/contracts';

export const TEST_MEMBER_ID = 'FW1234567890128';

export function createCard(overrides: Partial<DiscountCard> = {}): DiscountCard {
  return {
    cardholderId: TEST_MEMBER_ID,
    firstName: 'Pat',
    lastName: 'Lee',
    rxBin: '610999',
    rxPcn: 'FWPCN',
    rxGroup: 'FWGRP1',
    rxAmountOwed: null,
    company: 'Fillwell Discount Card',
    patientHelpNumber: '(855) 345-5935',
    pharmacyHelpNumber: '(855) 345-5936',
    status: 'active',
    issuedOn: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export const CARD_PHARMACY: Pharmacy = {
  name: 'Lindell Pharmacy',
  npi: '1234567893',
  brand: { shortName: 'lindell', formattedName: 'Lindell Pharmacy' },
  networkId: 4,
  isSupersaver: false,
  isPreferred: false,
  isDelivery: false,
  inNetwork: true,
  location: {
    id: 'ph_1',
    address: {
      street1: '4400 Lindell Blvd',
      street2: null,
      city: 'Saint Louis',
      state: 'MO',
      zipCode: '63108',
    },
    distance: 0.4,
    phone: '(314) 555-0100',
    fax: null,
    coordinates: { lat: 38.64, lng: -90.26 },
  },
};

export function createCardResponse(
  overrides: Partial<DiscountCardResponse> = {},
): DiscountCardResponse {
  return { card: createCard(), magicPharmacy: null, magicCoupon: null, ...overrides };
}

export function createSavings(overrides: Partial<CardSavingsResponse> = {}): CardSavingsResponse {
  return {
    year: 2026,
    savedThisYear: { amountCents: 0, displayValue: 'Free' },
    claimCount: 0,
    claims: [],
    ...overrides,
  };
}
