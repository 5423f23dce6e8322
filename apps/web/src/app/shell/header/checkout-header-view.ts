import { CHECKOUT_BASE_PATH, REVIEW_ORDER_PATH, SUBSCRIPTION_REVIEW_PATH } from '@fillwell/domain';
import type { HeaderView } from './header-slice';

/** The take-over header's title on the checkout steps. */
export const CHECKOUT_HEADER_TITLE = 'Secure Checkout';

export interface PathHeader {
  view: Extract<HeaderView, 'TAKE_OVER' | 'PURCHASE'>;
  title: string | null;
}

const ORDER_CONFIRMATION_PREFIX = `${CHECKOUT_BASE_PATH}/order-confirmation`;

function isUnder(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

/**
 * The checkout's headers (partner-and-shell §2.3): its steps take the page over (only the brand,
 * titled); review-order, where the purchase is made, shows only the logo. The order confirmation
 * and every other page keep the default header.
 */
export function getCheckoutHeader(pathname: string): PathHeader | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === REVIEW_ORDER_PATH || path === SUBSCRIPTION_REVIEW_PATH) {
    return { view: 'PURCHASE', title: null };
  }
  if (isUnder(path, ORDER_CONFIRMATION_PREFIX)) return null;
  if (isUnder(path, CHECKOUT_BASE_PATH)) return { view: 'TAKE_OVER', title: CHECKOUT_HEADER_TITLE };
  return null;
}
