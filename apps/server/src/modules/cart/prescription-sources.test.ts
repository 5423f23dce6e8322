import { describe, expect, it } from 'vitest';
import {
  mergePrescriptionSource,
  NO_STORED_SOURCE,
  PRESCRIPTION_SOURCE_MESSAGES,
  readStoredSource,
  type StoredPrescriptionSource,
} from './prescription-sources';

const FROM_PHARMACY: StoredPrescriptionSource = {
  rxSrcType: 'user',
  transferSource: 'pharmacy',
  rxSrcPharmacyId: 'ph_1',
  rxSrcProviderId: null,
};

describe('mergePrescriptionSource', () => {
  it('keeps fields left out and clears fields sent as null', () => {
    expect(mergePrescriptionSource(FROM_PHARMACY, { rxSrcType: null })).toEqual({
      source: { ...FROM_PHARMACY, rxSrcType: null },
    });
    expect(mergePrescriptionSource(FROM_PHARMACY, { transferSource: null })).toEqual({
      source: { ...NO_STORED_SOURCE, rxSrcType: 'user' },
    });
  });

  it('needs the pharmacy for a pharmacy transfer and the provider for a provider one', () => {
    expect(mergePrescriptionSource(NO_STORED_SOURCE, { transferSource: 'pharmacy' })).toEqual({
      error: {
        field: 'rx_src_pharmacy_id',
        message: PRESCRIPTION_SOURCE_MESSAGES.chooseTransferFrom,
      },
    });
    expect(
      mergePrescriptionSource(FROM_PHARMACY, { transferSource: 'provider' }).error?.field,
    ).toBe('rx_src_provider_id');
    expect(mergePrescriptionSource(FROM_PHARMACY, { rxSrcPharmacyId: null }).error?.field).toBe(
      'rx_src_pharmacy_id',
    );
  });

  it('keeps only the id the source uses', () => {
    expect(
      mergePrescriptionSource(FROM_PHARMACY, { transferSource: 'provider', rxSrcProviderId: 7 }),
    ).toEqual({
      source: {
        rxSrcType: 'user',
        transferSource: 'provider',
        rxSrcPharmacyId: null,
        rxSrcProviderId: 7,
      },
    });
    for (const transferSource of ['user', 'bhp'] as const) {
      expect(
        mergePrescriptionSource(FROM_PHARMACY, { transferSource, rxSrcProviderId: 7 }).source,
      ).toEqual({ ...NO_STORED_SOURCE, rxSrcType: 'user', transferSource });
    }
  });

  it("clears the transfer when a doctor's visit writes the prescription", () => {
    expect(mergePrescriptionSource(FROM_PHARMACY, { rxSrcType: 'consultation' })).toEqual({
      source: { ...NO_STORED_SOURCE, rxSrcType: 'consultation' },
    });
    expect(
      mergePrescriptionSource(NO_STORED_SOURCE, {
        rxSrcType: 'consultation',
        transferSource: 'bhp',
      }),
    ).toEqual({
      error: {
        field: 'transfer_source',
        message: PRESCRIPTION_SOURCE_MESSAGES.consultationHasNoTransfer,
      },
    });
  });
});

describe('readStoredSource', () => {
  it('reads unexpected stored values as not answered', () => {
    expect(
      readStoredSource({
        rxSrcType: 'fax',
        transferSource: 'carrier pigeon',
        rxSrcPharmacyId: null,
        rxSrcProviderId: null,
      }),
    ).toEqual(NO_STORED_SOURCE);
    expect(readStoredSource(FROM_PHARMACY)).toEqual(FROM_PHARMACY);
  });
});
