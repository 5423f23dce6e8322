import type { ClaimRequest, ClaimResponse } from '@fillwell/contracts';
import { CLAIM_QUANTITY_MAX } from '@fillwell/contracts';
import { hasDiscountCardAccess, isMemberIdValid, LIMITS, NETWORK_IDS } from '@fillwell/domain';
import type { DiscountCardPlan } from '../../config';
import type { AppDatabase } from '../../db/client';
import { createRecordId } from '../../db/record-id';
import type { CatalogueMedication } from '../catalog/index';
import type { PharmacyEntry, PharmacyIndex } from '../pharmacies/index';
import type { Clock } from '../scheduling/index';
import type { ClaimDrugLookup } from './claim-drugs';
import { priceClaim } from './claim-pricing';
import { CLAIM_REJECTIONS } from './claim-rejections';
import { findCardStatus, recordPaidClaims, type PaidClaim } from './claim-repository';
import { createBatchWriter } from './claim-writer';
import { toMoney, toSavedMoney } from './money';

export interface ClaimAdjudicatorOptions {
  db: AppDatabase;
  plan: DiscountCardPlan;
  findDrug: ClaimDrugLookup;
  pharmacies: Pick<PharmacyIndex, 'findByNpi'>;
  clock: Pick<Clock, 'now'>;
}

/** Claims written together at most (see claim-writer.ts): about 11 parameters each. */
const CLAIMS_PER_WRITE = 100;

/** Said when a claim names no card: the client's guesses are counted (see guess-throttle.ts). */
export type UnknownMemberListener = () => void;

/**
 * Prices a fill on a member's card and keeps it. Checks run cheapest first: the plan, the
 * quantity's ceiling, the member ID's form and check digit, the drug, the pharmacy and the drug's
 * own limit, all in memory; then one statement keeps the claim against the active card (with the
 * other claims that arrived meanwhile, see claim-writer.ts), and only when none was found does a
 * second read tell an unknown member from an inactive card.
 */
export function createClaimAdjudicator(options: ClaimAdjudicatorOptions) {
  const { db, plan, findDrug, pharmacies, clock } = options;
  const claims = createBatchWriter<PaidClaim>(
    (batch) => recordPaidClaims(db, batch),
    CLAIMS_PER_WRITE,
  );

  async function adjudicate(
    claim: ClaimRequest,
    onUnknownMember: UnknownMemberListener,
  ): Promise<ClaimResponse> {
    if (!isPlanOfCard(claim, plan)) throw CLAIM_REJECTIONS.planUnknown();
    if (claim.quantity > CLAIM_QUANTITY_MAX) throw CLAIM_REJECTIONS.quantityOverLimit();
    if (!isMemberIdValid(claim.memberId)) {
      onUnknownMember();
      throw CLAIM_REJECTIONS.memberUnknown();
    }
    const medication = findDrug({ medId: claim.medId, ndc: claim.ndc });
    if (!medication) throw CLAIM_REJECTIONS.drugNotCovered();
    const pharmacy = findNetworkPharmacy(claim.pharmacyNpi);
    if (!pharmacy) throw CLAIM_REJECTIONS.pharmacyOutOfNetwork();
    if (claim.quantity > getQuantityLimit(medication)) throw CLAIM_REJECTIONS.quantityOverLimit();
    const prices = priceClaim(pharmacy, medication, claim.quantity);
    if (!prices) throw CLAIM_REJECTIONS.drugNotCovered();

    const id = createRecordId('clm');
    const isRecorded = await claims.write({
      id,
      memberId: claim.memberId,
      pharmacyId: pharmacy.record.id,
      pharmacyNpi: pharmacy.record.npi,
      medId: medication.medId,
      quantity: claim.quantity,
      priceId: prices.owed.priceId,
      amountCents: prices.owed.amountCents,
      retailCents: prices.retail.amountCents,
      createdAt: clock.now(),
    });
    if (!isRecorded) {
      const status = await findCardStatus(db, claim.memberId);
      if (status !== null) throw CLAIM_REJECTIONS.cardInactive();
      onUnknownMember();
      throw CLAIM_REJECTIONS.memberUnknown();
    }
    const savedCents = Math.max(0, prices.retail.amountCents - prices.owed.amountCents);
    return {
      claimId: id,
      status: 'paid',
      medId: medication.medId,
      quantity: claim.quantity,
      amountOwed: toMoney(prices.owed.amountCents),
      retail: toMoney(prices.retail.amountCents),
      saved: toSavedMoney(savedCents),
      priceId: prices.owed.priceId,
    };
  }

  /** A pharmacy in the discount-card network, in a state where the card has access. */
  function findNetworkPharmacy(npi: string): PharmacyEntry | null {
    const pharmacy = /^\d{10}$/.test(npi) ? pharmacies.findByNpi(npi) : undefined;
    if (!pharmacy) return null;
    const { networkIds, stateCode } = pharmacy.record;
    const isInNetwork = networkIds.includes(NETWORK_IDS.magic) && hasDiscountCardAccess(stateCode);
    return isInNetwork ? pharmacy : null;
  }

  return { adjudicate };
}

export type ClaimAdjudicator = ReturnType<typeof createClaimAdjudicator>;

/** BIN exactly; PCN and group in any case, as pharmacy systems key them. */
function isPlanOfCard(claim: ClaimRequest, plan: DiscountCardPlan): boolean {
  return (
    claim.rxBin === plan.rxBin &&
    claim.rxPcn.toUpperCase() === plan.rxPcn.toUpperCase() &&
    claim.rxGroup.toUpperCase() === plan.rxGroup.toUpperCase()
  );
}

/**
 * Tablets and capsules are counted one by one, so any quantity is priced (the site's custom
 * quantity); other forms are dispensed in packs, up to the largest the drug is sold in.
 */
function getQuantityLimit(medication: CatalogueMedication): number {
  if (medication.isCustomQuantityAllowed) return LIMITS.customQuantityMax;
  return Math.max(medication.defaultQuantity, ...medication.quantities);
}
