import type { CardClaim, CardSavingsResponse } from '@fillwell/contracts';
import { DISCOUNT_CARD_ERROR_CODES } from '@fillwell/contracts';
import { DISCOUNT_CARD_MESSAGES } from '@fillwell/domain';
import type { AppDatabase } from '../../db/client';
import { HttpError } from '../../plugins/http-error';
import type { CatalogueIndex } from '../catalog/index';
import type { PharmacyIndex } from '../pharmacies/index';
import type { Clock } from '../scheduling/index';
import {
  findAccountCardId,
  listCardClaims,
  sumCardClaims,
  type StoredClaim,
} from './claim-repository';
import { toMoney, toSavedMoney } from './money';

/** The history lists this many of the year's claims; the total counts them all. */
export const SAVINGS_HISTORY_LIMIT = 200;

export interface CardSavingsOptions {
  db: AppDatabase;
  catalogue: Pick<CatalogueIndex, 'getMedication' | 'getDrug'>;
  pharmacies: Pick<PharmacyIndex, 'get'>;
  clock: Pick<Clock, 'now'>;
}

/**
 * A member's paid claims this calendar year (UTC, on the service's clock, as the claims were
 * dated), newest first, and what they saved against the pharmacies' retail prices in all.
 */
export function createCardSavings(options: CardSavingsOptions) {
  const { db, catalogue, pharmacies, clock } = options;

  function describeDrug(medId: number): string {
    const medication = catalogue.getMedication(medId);
    const drug = medication && catalogue.getDrug(medication.medNameId);
    if (!medication || !drug) return 'A medication no longer listed';
    return `${drug.name} ${medication.displayDosage} ${medication.displayForm.toLowerCase()}`;
  }

  function toCardClaim(claim: StoredClaim): CardClaim {
    return {
      claimId: claim.id,
      filledOn: claim.createdAt.toISOString(),
      medId: claim.medId,
      drugName: describeDrug(claim.medId),
      quantity: claim.quantity,
      pharmacyName: pharmacies.get(claim.pharmacyId)?.name ?? `Pharmacy NPI ${claim.pharmacyNpi}`,
      paid: toMoney(claim.amountCents),
      retail: toMoney(claim.retailCents),
      saved: toSavedMoney(Math.max(0, claim.retailCents - claim.amountCents)),
    };
  }

  async function readThisYear(accountId: string): Promise<CardSavingsResponse> {
    const cardId = await findAccountCardId(db, accountId);
    if (!cardId) {
      throw new HttpError(404, DISCOUNT_CARD_ERROR_CODES.noCard, DISCOUNT_CARD_MESSAGES.noCard);
    }
    const year = clock.now().getUTCFullYear();
    const period = { from: new Date(Date.UTC(year, 0, 1)), to: new Date(Date.UTC(year + 1, 0, 1)) };
    const [claims, totals] = await Promise.all([
      listCardClaims(db, cardId, period, SAVINGS_HISTORY_LIMIT),
      sumCardClaims(db, cardId, period),
    ]);
    return {
      year,
      savedThisYear: toSavedMoney(totals.savedCents),
      claimCount: totals.count,
      claims: claims.map(toCardClaim),
    };
  }

  return { readThisYear };
}
