import { CART_ERROR_CODES } from '@fillwell/contracts';
import { CART_MESSAGES } from '@fillwell/domain';
import { HttpError } from '../../plugins/http-error';
import {
  chooseFirstOrderOffers,
  evaluatePromotions,
  type CartLine,
  type ReferralInviter,
} from './cart-pricing';

export interface CouponCheck {
  lines: readonly CartLine[];
  chainShortName: string | null;
  isWelcomeOfferEligible: boolean;
  /** An invited account's first order: the referral coupon stands in for the welcome offers. */
  referralInviter?: ReferralInviter | null;
  discountCents: number;
}

/**
 * Refuses a coupon this cart cannot take: an empty cart, a doctor visit, only excluded
 * medications, or welcome offers worth more (promotions are not combined).
 */
export function assertCouponApplies(check: CouponCheck): void {
  if (!check.lines.length) throw refuseCoupon(CART_MESSAGES.couponEmptyCart);
  const promotions = evaluatePromotions(
    check.lines,
    check.chainShortName,
    check.isWelcomeOfferEligible,
    chooseFirstOrderOffers(check.referralInviter),
  );
  if (promotions.hasConsultation) throw refuseCoupon(CART_MESSAGES.couponOnConsultation);
  const couponCents = promotions.couponCents({
    code: '',
    description: '',
    discountCents: check.discountCents,
  });
  if (promotions.isBlocked || couponCents === 0) {
    throw refuseCoupon(CART_MESSAGES.couponExcludedItems);
  }
  if (couponCents < promotions.welcomeCents) throw refuseCoupon(CART_MESSAGES.couponNotCombinable);
}

function refuseCoupon(message: string): HttpError {
  return new HttpError(400, CART_ERROR_CODES.couponNotApplicable, message, {
    validationErrors: { code: [message] },
  });
}
