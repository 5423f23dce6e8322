import {
  TRANSFER_SOURCES,
  type CartItem,
  type PrescriptionSource,
  type TransferSource,
  CHECKOUT_ERROR_CODES,
} from '@fillwell/contracts';

export type RxSourceType = NonNullable<CartItem['rxSrcType']>;

/** What a cart item stores of where its prescription comes from. */
export interface StoredPrescriptionSource {
  /** consultation: an online doctor visit writes it; user: the person has one; null: not asked. */
  rxSrcType: RxSourceType | null;
  transferSource: TransferSource | null;
  rxSrcPharmacyId: string | null;
  rxSrcProviderId: number | null;
}

export const PRESCRIPTION_SOURCE_MESSAGES = {
  chooseTransferFrom: 'Choose where to transfer from',
  providerNotFound: 'Provider not found',
  notTelemedEligible: 'This medication is not available with an online doctor visit',
  consultationHasNoTransfer:
    "A doctor's visit writes this prescription: there is nothing to transfer",
} as const;

/** Error code of a cart with more than one medication bought with a doctor's visit. */
export const TOO_MANY_TELEMED_CODE = CHECKOUT_ERROR_CODES.tooManyTelemed;

/** A field (wire name, relative to the item) and what is wrong with it. */
export interface SourceFieldError {
  field: 'rx_src_type' | 'transfer_source' | 'rx_src_pharmacy_id' | 'rx_src_provider_id';
  message: string;
}

export type SourceMergeResult =
  | { source: StoredPrescriptionSource; error?: undefined }
  | { error: SourceFieldError; source?: undefined };

/**
 * Applies one item's change to what it stores: fields left out stay, null clears. A transfer
 * from a pharmacy or a provider needs that pharmacy or provider; other sources keep no id. An
 * item bought with a doctor's visit has nothing to transfer.
 */
export function mergePrescriptionSource(
  current: StoredPrescriptionSource,
  change: Omit<PrescriptionSource, 'itemId'>,
): SourceMergeResult {
  const next: StoredPrescriptionSource = {
    rxSrcType: change.rxSrcType === undefined ? current.rxSrcType : change.rxSrcType,
    transferSource:
      change.transferSource === undefined ? current.transferSource : change.transferSource,
    rxSrcPharmacyId:
      change.rxSrcPharmacyId === undefined ? current.rxSrcPharmacyId : change.rxSrcPharmacyId,
    rxSrcProviderId:
      change.rxSrcProviderId === undefined ? current.rxSrcProviderId : change.rxSrcProviderId,
  };
  if (next.rxSrcType === 'consultation') {
    if (change.transferSource) {
      return {
        error: {
          field: 'transfer_source',
          message: PRESCRIPTION_SOURCE_MESSAGES.consultationHasNoTransfer,
        },
      };
    }
    return {
      source: { ...next, transferSource: null, rxSrcPharmacyId: null, rxSrcProviderId: null },
    };
  }
  return settleTransferIds(next);
}

function settleTransferIds(next: StoredPrescriptionSource): SourceMergeResult {
  const chooseMessage = PRESCRIPTION_SOURCE_MESSAGES.chooseTransferFrom;
  if (next.transferSource === 'pharmacy') {
    if (!next.rxSrcPharmacyId) {
      return { error: { field: 'rx_src_pharmacy_id', message: chooseMessage } };
    }
    return { source: { ...next, rxSrcProviderId: null } };
  }
  if (next.transferSource === 'provider') {
    if (!next.rxSrcProviderId) {
      return { error: { field: 'rx_src_provider_id', message: chooseMessage } };
    }
    return { source: { ...next, rxSrcPharmacyId: null } };
  }
  return { source: { ...next, rxSrcPharmacyId: null, rxSrcProviderId: null } };
}

/** The stored columns read back, anything unexpected taken as not answered. */
export function readStoredSource(row: {
  rxSrcType: string | null;
  transferSource: string | null;
  rxSrcPharmacyId: string | null;
  rxSrcProviderId: number | null;
}): StoredPrescriptionSource {
  return {
    rxSrcType: toRxSourceType(row.rxSrcType),
    transferSource: toTransferSource(row.transferSource),
    rxSrcPharmacyId: row.rxSrcPharmacyId,
    rxSrcProviderId: row.rxSrcProviderId,
  };
}

/** What a changed drug keeps of the old one's prescription source: nothing. */
export const NO_STORED_SOURCE: StoredPrescriptionSource = {
  rxSrcType: null,
  transferSource: null,
  rxSrcPharmacyId: null,
  rxSrcProviderId: null,
};

export function toRxSourceType(value: string | null): RxSourceType | null {
  return value === 'consultation' || value === 'user' ? value : null;
}

function toTransferSource(value: string | null): TransferSource | null {
  return (TRANSFER_SOURCES as readonly string[]).includes(value ?? '')
    ? (value as TransferSource)
    : null;
}
