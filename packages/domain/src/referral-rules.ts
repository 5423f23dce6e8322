import { INVITE_REWARD_CENTS, WELCOME_OFFERS } from './product';
import { formatMoney } from './money';

/** The signed-in person's invite page. */
export const INVITE_FRIENDS_PATH = '/account/invite-friends';

/**
 * The referral coupon an invited person has on their first order: the welcome offers' first
 * fill, and the inviter's reward in place of the welcome offers' first-order part.
 */
export const REFERRAL_COUPON = {
  firstFillCents: WELCOME_OFFERS.firstFillCents,
  firstOrderCents: INVITE_REWARD_CENTS,
} as const;

/** The invite link's two paths; the longer one is the one handed out. */
export function buildInvitePath(code: string): string {
  return `/invite/${encodeURIComponent(code)}`;
}

export function buildShortInvitePath(code: string): string {
  return `/i/${encodeURIComponent(code)}`;
}

/** How the referral coupon reads in the cart and on the order. */
export function describeReferralCoupon(inviterFirstName: string | null): string {
  const from = inviterFirstName ? `${inviterFirstName}'s invite` : "a friend's invite";
  return `From ${from}: ${formatMoney(REFERRAL_COUPON.firstFillCents)} off your first fill and ${formatMoney(
    REFERRAL_COUPON.firstOrderCents,
  )} off your first order`;
}

export const REFERRAL_MESSAGES = {
  codeUnknown: 'This invite link is not valid. Check the link your friend sent you.',
  ownCode: "You can't use your own invite link.",
  alreadyInvited: 'Your account already joined through an invite.',
  notNewAccount: 'Invites are for new accounts, and yours already has an order.',
  loop: "You can't join through a friend who joined through you.",
} as const;
