import type {
  InitiateTransferRequest,
  InitiateTransferResponse,
  Pharmacy,
  TransferEligibilityResponse,
} from '@fillwell/contracts';
import type { AppDatabase } from '../../db/client';
import { createValidationError, HttpError } from '../../plugins/http-error';
import type { PharmacyIndex } from '../pharmacies/index';
import { toPharmacy } from '../pharmacies/pharmacy-view';
import {
  findKnownNpis,
  insertTransferRequest,
  listPickupPharmacies,
  readTransferPerson,
} from './transfer-repository';
import {
  isTransferEligible,
  keepDistinct,
  PREVIOUS_PHARMACIES_MAX,
  TRANSFER_MESSAGES,
  TRANSFER_NOT_ELIGIBLE_CODE,
} from './transfer-rules';

export interface EligibilityOptions {
  /** Insurance claims are not held by this product: the option is accepted and has no effect. */
  useClaims?: boolean | undefined;
  usePurchases?: boolean | undefined;
}

/** The prescription transfer helper: who can ask, from where, and the request itself. */
export function createTransferService(db: AppDatabase, pharmacies: PharmacyIndex) {
  /** Pharmacies of earlier pickup orders that are still in the directory, newest first. */
  async function listPreviousPharmacies(accountId: string): Promise<Pharmacy[]> {
    const snapshots = await listPickupPharmacies(db, accountId);
    const current = snapshots.flatMap((snapshot) => {
      const record = pharmacies.get(snapshot.id);
      return record ? [{ id: snapshot.id, record, networkId: snapshot.networkId }] : [];
    });
    return keepDistinct(current, PREVIOUS_PHARMACIES_MAX).map(({ record, networkId }) =>
      toPharmacy(record, { networkId, isInNetwork: true, distanceMiles: null }),
    );
  }

  async function getEligibility(
    accountId: string,
    options: EligibilityOptions,
  ): Promise<TransferEligibilityResponse> {
    const [person, previousPharmacies] = await Promise.all([
      readTransferPerson(db, accountId),
      options.usePurchases ? listPreviousPharmacies(accountId) : Promise.resolve([]),
    ]);
    return { result: { isEligible: isTransferEligible(person), previousPharmacies } };
  }

  async function initiate(
    accountId: string,
    request: InitiateTransferRequest,
  ): Promise<InitiateTransferResponse> {
    await assertKnownPharmacies(request);
    if (request.pharmacyNpi === request.previousPharmacyNpi) {
      throw createValidationError({ previous_pharmacy_npi: [TRANSFER_MESSAGES.samePharmacy] });
    }
    if (!isTransferEligible(await readTransferPerson(db, accountId))) {
      throw new HttpError(409, TRANSFER_NOT_ELIGIBLE_CODE, TRANSFER_MESSAGES.notEligible);
    }
    const stored = await insertTransferRequest(db, {
      accountId,
      pharmacyNpi: request.pharmacyNpi,
      previousPharmacyNpi: request.previousPharmacyNpi,
      source: request.source,
      useClaims: request.useClaims ?? false,
      usePurchases: request.usePurchases ?? false,
    });
    return { result: { transferId: stored.id, status: 'requested' } };
  }

  async function assertKnownPharmacies(request: InitiateTransferRequest): Promise<void> {
    const known = await findKnownNpis(db, [request.pharmacyNpi, request.previousPharmacyNpi]);
    const unknownFields: Record<string, string[]> = {};
    if (!known.has(request.pharmacyNpi)) {
      unknownFields.pharmacy_npi = [TRANSFER_MESSAGES.pharmacyNotFound];
    }
    if (!known.has(request.previousPharmacyNpi)) {
      unknownFields.previous_pharmacy_npi = [TRANSFER_MESSAGES.pharmacyNotFound];
    }
    if (Object.keys(unknownFields).length) throw createValidationError(unknownFields);
  }

  return { getEligibility, initiate };
}

export type TransferService = ReturnType<typeof createTransferService>;
