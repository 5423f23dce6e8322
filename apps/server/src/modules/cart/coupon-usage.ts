import { and, count, eq, ne } from 'drizzle-orm';
import { CART_ERROR_CODES } from '@fillwell/contracts';
import { CART_MESSAGES } from '@fillwell/domain';
import { coupons, orders, type CouponRow } from '../../db/schema/index';
import { HttpError } from '../../plugins/http-error';
import type { Executor } from './cart-repository';
import { findCoupon, isCouponUsable } from './coupon-repository';

/** Why a coupon cannot be used again: by this account, or by anyone. */
export type CouponRefusal = 'couponAlreadyUsed' | 'couponFullyRedeemed';

/**
 * The orders that hold a use of the coupon (of one account, or of all): every order carrying
 * its code but the cancelled ones (a failed payment or a cancellation gives the use back).
 */
async function countUses(db: Executor, code: string, accountId: string | null): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(orders)
    .where(
      and(
        eq(orders.couponCode, code),
        ne(orders.status, 'cancelled'),
        accountId === null ? undefined : eq(orders.accountId, accountId),
      ),
    );
  return Number(row?.total ?? 0);
}

/** Null when the account (or a visitor, accountId null) may still use the coupon. */
export async function findCouponRefusal(
  db: Executor,
  coupon: CouponRow,
  accountId: string | null,
): Promise<CouponRefusal | null> {
  if (accountId !== null && coupon.maxUsesPerAccount !== null) {
    const used = await countUses(db, coupon.code, accountId);
    if (used >= coupon.maxUsesPerAccount) return 'couponAlreadyUsed';
  }
  if (coupon.maxUses !== null && (await countUses(db, coupon.code, null)) >= coupon.maxUses) {
    return 'couponFullyRedeemed';
  }
  return null;
}

/**
 * The cart's coupon while it can be used (in force, not used up by this account or by all), or
 * why a coupon applied earlier was used up since.
 */
export async function readCartCoupon(
  db: Executor,
  code: string | null,
  accountId: string | null,
): Promise<{ coupon: CouponRow | null; refusal: CouponRefusal | null }> {
  const coupon = code ? await findCoupon(db, code) : undefined;
  if (!coupon || !isCouponUsable(coupon, new Date())) return { coupon: null, refusal: null };
  const refusal = await findCouponRefusal(db, coupon, accountId);
  return { coupon: refusal ? null : coupon, refusal };
}

/**
 * For the purchase, inside its transaction and just before its order is recorded: refuses a
 * coupon used up since the cart was priced. A coupon with a total limit is locked until the
 * transaction ends, so purchases by many accounts at once count one another's orders; one
 * account's purchases are already one at a time (its cart is locked).
 */
export async function assertCouponStillAvailable(
  tx: Executor,
  order: { accountId: string; couponCode: string | null | undefined },
): Promise<void> {
  if (!order.couponCode) return;
  let coupon = await readCoupon(tx, order.couponCode, false);
  if (coupon && coupon.maxUses !== null) coupon = await readCoupon(tx, order.couponCode, true);
  const refusal = coupon ? await findCouponRefusal(tx, coupon, order.accountId) : 'couponInvalid';
  if (refusal) {
    throw new HttpError(409, CART_ERROR_CODES.couponInvalid, CART_MESSAGES[refusal]);
  }
}

async function readCoupon(
  tx: Executor,
  code: string,
  isLocked: boolean,
): Promise<CouponRow | undefined> {
  const query = tx.select().from(coupons).where(eq(coupons.code, code));
  const [row] = isLocked ? await query.for('update') : await query;
  return row;
}

/** A coupon the cart cannot take, in the one error shape, beside the coupon field. */
export function createCouponRefusedError(
  reason: CouponRefusal | 'couponInvalid' | 'couponExpired',
): HttpError {
  const message = CART_MESSAGES[reason];
  return new HttpError(400, CART_ERROR_CODES.couponInvalid, message, {
    validationErrors: { code: [message] },
  });
}
