import { eq } from 'drizzle-orm';
import { PRODUCT, QUICKSAVE_OFFERS, formatMoney } from '@fillwell/domain';
import type { AppDatabase } from '../../db/client';
import { coupons, type CouponRow } from '../../db/schema/index';
import type { Executor } from './cart-repository';

/** The coupons every installation starts with; more are rows in the `coupons` table. */
export const STARTER_COUPONS: ReadonlyArray<typeof coupons.$inferInsert> = [
  {
    code: 'SAVE5',
    name: 'SAVE5',
    description: '$5.00 off your order',
    discountCents: 500,
  },
  {
    code: 'SAVE10',
    name: 'SAVE10',
    description: '$10.00 off your order',
    discountCents: 1000,
  },
  {
    code: 'WELCOME25',
    name: 'WELCOME25',
    description: '$25.00 off your order',
    discountCents: 2500,
  },
  // The quicksave offers held with a new discount card (/quicksave10, /quicksave20).
  ...Object.values(QUICKSAVE_OFFERS).map((offer) => ({
    code: offer.couponName,
    name: offer.couponName,
    description: `${formatMoney(offer.discountCents)} off your order with the ${PRODUCT.name} discount card`,
    discountCents: offer.discountCents,
  })),
  {
    code: 'SPRING2020',
    name: 'SPRING2020',
    description: '$5.00 off your order (ended)',
    discountCents: 500,
    isActive: false,
  },
];

/** Adds the starter coupons that are missing; never changes a coupon already stored. */
export async function seedStarterCoupons(db: AppDatabase): Promise<void> {
  await db
    .insert(coupons)
    .values([...STARTER_COUPONS])
    .onConflictDoNothing();
}

export async function findCoupon(db: Executor, code: string): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code)).limit(1);
  return row;
}

/** A coupon that can be used now. */
export function isCouponUsable(coupon: CouponRow, now: Date): boolean {
  return coupon.isActive && (coupon.expiresAt === null || coupon.expiresAt > now);
}
