import { PRODUCT, REFERRAL_COUPON, formatMoney } from '@fillwell/domain';

/** The words a shared invite carries, the link last. */
export function buildShareMessage(inviteUrl: string): string {
  return `I use ${PRODUCT.name} to pay less for prescriptions. Join with my link and get ${formatMoney(
    REFERRAL_COUPON.firstFillCents,
  )} off your first fill and ${formatMoney(REFERRAL_COUPON.firstOrderCents)} off your first order: ${inviteUrl}`;
}

export const SHARE_SUBJECT = `Pay less for your prescriptions with ${PRODUCT.name}`;

export function buildMailtoHref(inviteUrl: string): string {
  const query = new URLSearchParams({
    subject: SHARE_SUBJECT,
    body: buildShareMessage(inviteUrl),
  });
  // Mail apps read %20 as a space; URLSearchParams writes "+".
  return `mailto:?${query.toString().replace(/\+/g, '%20')}`;
}

/** `sms:?&body=` is the form both iOS and Android messaging apps read. */
export function buildSmsHref(inviteUrl: string): string {
  return `sms:?&body=${encodeURIComponent(buildShareMessage(inviteUrl))}`;
}

/** The Web Share API, where the browser has it and can share this. */
export function canShareNatively(data: ShareData): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.share !== 'function') return false;
  return typeof navigator.canShare === 'function' ? navigator.canShare(data) : true;
}
