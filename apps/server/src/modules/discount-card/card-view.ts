import { DISCOUNT_CARD_ISSUER, NETWORK_IDS, formatMoney } from '@fillwell/domain';
import type {
  DiscountCard,
  DiscountCardResponse,
  MagicCoupon,
  Pharmacy,
} from '@fillwell/contracts';
import type { DiscountCardPlan } from '../../config';
import type { CouponRow } from '../../db/schema/index';
import { toPharmacy, type PharmacyIndex } from '../pharmacies/index';
import type { CardRecord } from './card-repository';

/** The card as its view shows it: the plan's routing numbers, the issuer and the holder's names. */
export function toDiscountCard(record: CardRecord, plan: DiscountCardPlan): DiscountCard {
  const { card } = record;
  return {
    cardholderId: card.cardholderId,
    firstName: record.firstName,
    lastName: record.lastName,
    rxBin: plan.rxBin,
    rxPcn: plan.rxPcn,
    rxGroup: plan.rxGroup,
    rxAmountOwed: record.lastAmountOwedCents,
    company: DISCOUNT_CARD_ISSUER.company,
    patientHelpNumber: DISCOUNT_CARD_ISSUER.patientHelpNumber,
    pharmacyHelpNumber: DISCOUNT_CARD_ISSUER.pharmacyHelpNumber,
    status: card.status === 'active' ? 'active' : 'inactive',
    issuedOn: card.createdAt.toISOString().slice(0, 10),
  };
}

/** The coupon held with the card (spec: Coupon name, firstName, discount). */
export function toMagicCoupon(
  coupon: Pick<CouponRow, 'name' | 'firstName' | 'discountCents'>,
): MagicCoupon {
  return {
    name: coupon.name,
    firstName: coupon.firstName,
    discount: {
      amountCents: coupon.discountCents,
      displayValue: formatMoney(coupon.discountCents),
    },
  };
}

/** The card's pharmacy, shown in the discount-card network; null when none or no longer listed. */
export function toMagicPharmacy(
  pharmacies: PharmacyIndex,
  pharmacyId: string | null,
): Pharmacy | null {
  const record = pharmacyId ? pharmacies.get(pharmacyId) : undefined;
  if (!record) return null;
  return toPharmacy(record, {
    networkId: NETWORK_IDS.magic,
    isInNetwork: record.networkIds.includes(NETWORK_IDS.magic),
    distanceMiles: null,
  });
}

export function toDiscountCardResponse(
  record: CardRecord,
  plan: DiscountCardPlan,
  pharmacies: PharmacyIndex,
): DiscountCardResponse {
  return {
    card: toDiscountCard(record, plan),
    magicPharmacy: toMagicPharmacy(pharmacies, record.card.pharmacyId),
    magicCoupon: record.coupon ? toMagicCoupon(record.coupon) : null,
  };
}
