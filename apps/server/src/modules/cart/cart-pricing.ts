import type { CartCoupon, CartItem, Money, TransferSource } from '@fillwell/contracts';
import {
  CONSULTATION_FEE_CENTS,
  formatMoney,
  getFulfillment,
  describeExcludedMedications,
  describeExcludedVisit,
  describeReferralCoupon,
  isPromoExcludedCondition,
  REFERRAL_COUPON,
  WELCOME_OFFERS,
  type PriceCategory,
  type PromoExcludedCondition,
  type PromotionalCategory,
} from '@fillwell/domain';
import type { CatalogueDrug, CatalogueMedication } from '../catalog/index';
import { formatDisplayQuantity } from '../catalog/index';
import { computePrice, encodePriceId } from '../pricing/index';

/** A cart item with the catalogue entries it names. */
export interface CartLine {
  id: string;
  quantity: number;
  priceCategory: PriceCategory;
  isRecurring: boolean;
  rxSrcType: 'consultation' | 'user' | null;
  /** The transfer step's answer: where a delivery item's prescription comes from. */
  prescriptionSource: LinePrescriptionSource;
  drug: CatalogueDrug;
  medication: CatalogueMedication;
}

export interface LinePrescriptionSource {
  transferSource: TransferSource | null;
  rxSrcPharmacyId: string | null;
  rxSrcProviderId: number | null;
  /** The pharmacy's or prescriber's name, for display. */
  name: string | null;
}

/** Who invited the account whose first order this is. */
export interface ReferralInviter {
  firstName: string | null;
}

/** The first-order offers: the welcome offers, or the referral coupon of an invited account. */
export interface FirstOrderOffers {
  firstFillCents: number;
  firstOrderCents: number;
}

export function chooseFirstOrderOffers(
  inviter: ReferralInviter | null | undefined,
): FirstOrderOffers {
  return inviter ? REFERRAL_COUPON : WELCOME_OFFERS;
}

/** The coupon part the pricing needs. */
export interface PricingCoupon {
  code: string;
  description: string;
  discountCents: number;
}

export interface CartPricingInput {
  lines: readonly CartLine[];
  /** The cart pharmacy's chain: the discount-card price depends on it. */
  chainShortName: string | null;
  /** A signed-in account without orders gets the welcome offers. */
  isWelcomeOfferEligible: boolean;
  /**
   * An invited account without orders: its welcome offers are the referral coupon, which reads
   * as the inviter's and is worth more (REFERRAL_COUPON).
   */
  referralInviter?: ReferralInviter | null;
  coupon: PricingCoupon | null;
  /** Null for a visitor. */
  walletBalanceCents: number | null;
}

export interface CartPricing {
  items: CartItem[];
  subtotal: Money;
  total: Money;
  coupon: CartCoupon | null;
  promotionNote: string | null;
  walletCredit: { availableBalance: Money; appliedAmount: Money } | null;
  reimbursementConsentRequired: boolean;
  reimbursementConsentMessage: string | null;
}

export const WELCOME_OFFER_DESCRIPTION = `Welcome offer: ${formatMoney(
  WELCOME_OFFERS.firstFillCents,
)} off your first fill and ${formatMoney(WELCOME_OFFERS.firstOrderCents)} off your first order`;

export const REIMBURSEMENT_CONSENT_MESSAGE =
  'I agree that the pharmacy will process this purchase through the Fillwell discount card and that Fillwell may receive payment from the discount-card network for it.';

export function toMoney(cents: number): Money {
  return { amountCents: cents, displayValue: formatMoney(cents) };
}

export function getPromotionalCategory(drug: CatalogueDrug): PromotionalCategory | null {
  if (drug.isOpioid) return 'opioid';
  if (drug.promoExclusion === 'ed' || drug.promoExclusion === 'hair_loss')
    return drug.promoExclusion;
  return null;
}

export function computeLinePriceCents(line: CartLine, chainShortName: string | null): number {
  return computePrice({
    medication: line.medication,
    quantity: line.quantity,
    category: line.priceCategory,
    chainShortName,
  }).amountCents;
}

/** What each promotion would take off this cart (welcome offers and a coupon, never both). */
export interface PromotionValues {
  /** True when the order takes no promotion at all (a doctor visit for an excluded condition). */
  isBlocked: boolean;
  /** Why (part of) the cart takes no promotion; null when all of it may. */
  exclusionNote: string | null;
  hasConsultation: boolean;
  /** Items that may be discounted, most expensive first, with their prices. */
  eligible: Array<{ id: string; cents: number }>;
  welcomeCents: number;
  couponCents: (coupon: PricingCoupon) => number;
}

export function evaluatePromotions(
  lines: readonly CartLine[],
  chainShortName: string | null,
  isWelcomeOfferEligible: boolean,
  offers: FirstOrderOffers = WELCOME_OFFERS,
): PromotionValues {
  const consultations = lines.filter((line) => line.rxSrcType === 'consultation');
  const blockingCondition =
    consultations
      .flatMap((line) => line.drug.telemedConditions)
      .find((condition) => isPromoExcludedCondition(condition)) ?? null;
  const isBlocked = blockingCondition !== null;
  const eligible = isBlocked
    ? []
    : lines
        .filter((line) => getPromotionalCategory(line.drug) === null)
        .map((line) => ({ id: line.id, cents: computeLinePriceCents(line, chainShortName) }))
        .sort((a, b) => b.cents - a.cents);
  const eligibleCents = eligible.reduce((sum, item) => sum + item.cents, 0);
  const firstFill = Math.min(offers.firstFillCents, eligible[0]?.cents ?? 0);
  const firstOrder = Math.min(offers.firstOrderCents, eligibleCents - firstFill);
  return {
    isBlocked,
    exclusionNote: describeExclusion(lines, blockingCondition),
    hasConsultation: consultations.length > 0,
    eligible,
    welcomeCents: isWelcomeOfferEligible ? firstFill + firstOrder : 0,
    couponCents: (coupon) => Math.min(coupon.discountCents, eligibleCents),
  };
}

function describeExclusion(
  lines: readonly CartLine[],
  blockingCondition: PromoExcludedCondition | null,
): string | null {
  if (blockingCondition) return describeExcludedVisit(blockingCondition);
  const excluded = lines.flatMap((line) => getPromotionalCategory(line.drug) ?? []);
  return excluded.length ? describeExcludedMedications(excluded) : null;
}

/** Totals of a cart, computed from the catalogue and the price engine only. */
export function priceCart(input: CartPricingInput): CartPricing {
  const { lines, chainShortName } = input;
  const promotions = evaluatePromotions(
    lines,
    chainShortName,
    input.isWelcomeOfferEligible,
    chooseFirstOrderOffers(input.referralInviter),
  );
  const applied = choosePromotion(input, promotions);
  const discounts = allocateDiscount(promotions, applied);
  const items = lines.map((line) =>
    describeLine(line, chainShortName, discounts.get(line.id) ?? 0),
  );
  const subtotalCents = items.reduce((sum, item) => sum + item.price.basePrice.amountCents, 0);
  const feesCents = items.reduce(
    (sum, item) => sum + (item.price.consultationPrice?.amountCents ?? 0),
    0,
  );
  const discountCents = applied?.cents ?? 0;
  const totalCents = subtotalCents - discountCents + feesCents;
  const isConsentRequired = lines.some((line) => line.priceCategory === 'magic');
  return {
    items,
    subtotal: toMoney(subtotalCents),
    total: toMoney(totalCents),
    promotionNote: input.isWelcomeOfferEligible || input.coupon ? promotions.exclusionNote : null,
    coupon: applied
      ? {
          code: applied.code,
          description: applied.description,
          appliedAmount: toMoney(applied.cents),
        }
      : null,
    walletCredit:
      input.walletBalanceCents === null
        ? null
        : {
            availableBalance: toMoney(input.walletBalanceCents),
            appliedAmount: toMoney(Math.max(0, Math.min(input.walletBalanceCents, totalCents))),
          },
    reimbursementConsentRequired: isConsentRequired,
    reimbursementConsentMessage: isConsentRequired ? REIMBURSEMENT_CONSENT_MESSAGE : null,
  };
}

interface AppliedPromotion {
  code: string | null;
  description: string;
  cents: number;
}

/** One promotion per order: the applied coupon or the welcome offers, whichever saves more. */
function choosePromotion(
  input: CartPricingInput,
  promotions: PromotionValues,
): AppliedPromotion | null {
  if (promotions.isBlocked) return null;
  const couponCents =
    input.coupon && !promotions.hasConsultation ? promotions.couponCents(input.coupon) : 0;
  if (input.coupon && couponCents > 0 && couponCents >= promotions.welcomeCents) {
    return {
      code: input.coupon.code,
      description: input.coupon.description,
      cents: couponCents,
    };
  }
  if (promotions.welcomeCents <= 0) return null;
  const description = input.referralInviter
    ? describeReferralCoupon(input.referralInviter.firstName)
    : WELCOME_OFFER_DESCRIPTION;
  return { code: null, description, cents: promotions.welcomeCents };
}

/** Spreads the discount over the eligible items, the most expensive first. */
function allocateDiscount(
  promotions: PromotionValues,
  applied: AppliedPromotion | null,
): Map<string, number> {
  const shares = new Map<string, number>();
  let remaining = applied?.cents ?? 0;
  for (const item of promotions.eligible) {
    if (remaining <= 0) break;
    const share = Math.min(item.cents, remaining);
    shares.set(item.id, share);
    remaining -= share;
  }
  return shares;
}

function describeLine(
  line: CartLine,
  chainShortName: string | null,
  discountCents: number,
): CartItem {
  const { drug, medication } = line;
  const baseCents = computeLinePriceCents(line, chainShortName);
  const withCoupons = baseCents - discountCents;
  return {
    id: line.id,
    medId: medication.medId,
    medNameId: drug.medNameId,
    priceId: encodePriceId({
      medId: medication.medId,
      quantity: line.quantity,
      category: line.priceCategory,
    }),
    name: drug.name,
    formattedName: drug.name,
    formattedDescription: describeFormulation(medication, line.quantity),
    slug: drug.slug,
    quantity: line.quantity,
    price: {
      basePrice: toMoney(baseCents),
      priceWithCoupons: toMoney(withCoupons),
      priceCategory: line.priceCategory,
      consultationPrice: line.rxSrcType === 'consultation' ? toMoney(CONSULTATION_FEE_CENTS) : null,
      displayValue: formatMoney(withCoupons),
    },
    priceCategory: line.priceCategory,
    fulfillment: getFulfillment(line.priceCategory),
    isTelemedEligible: drug.telemedConditions.length > 0,
    isAutoRefillEligible: isAutoRefillEligible(line),
    isRecurring: line.isRecurring,
    rxSrcType: line.rxSrcType,
    transferSource: line.prescriptionSource.transferSource,
    rxSrcPharmacyId: line.prescriptionSource.rxSrcPharmacyId,
    rxSrcProviderId: line.prescriptionSource.rxSrcProviderId,
    rxSourceName: line.prescriptionSource.name,
    promotionalCategory: getPromotionalCategory(drug),
  };
}

/** "20mg tablet, 30 tablets" */
export function describeFormulation(medication: CatalogueMedication, quantity: number): string {
  const quantityText = formatDisplayQuantity(medication.form, medication.pricingUnit, quantity);
  return `${medication.displayDosage} ${medication.displayForm.toLowerCase()}, ${quantityText}`;
}

/** Auto-refill is for delivery items that are not controlled substances. */
export function isAutoRefillEligible(line: Pick<CartLine, 'priceCategory' | 'drug'>): boolean {
  return getFulfillment(line.priceCategory) === 'delivery' && line.drug.deaSchedule === null;
}
