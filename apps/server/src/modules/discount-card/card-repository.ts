import { and, eq, gt, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  accounts,
  coupons,
  discountCardClaims,
  discountCardMatchCodes,
  discountCards,
  type CouponRow,
  type DiscountCardMatchCodeRow,
  type DiscountCardRow,
} from '../../db/schema/index';
import { createRecordId } from '../../db/record-id';

/** What issuing a card needs to know of the account. */
export interface Cardholder {
  id: string;
  type: string;
  firstName: string | null;
  lastName: string | null;
  mobileNumber: string | null;
  mobileVerifiedAt: Date | null;
}

/**
 * A card with what its answer shows besides it: the holder's names, the held coupon, and what
 * the member owed at the counter for the latest paid claim (null before any).
 */
export interface CardRecord {
  card: DiscountCardRow;
  firstName: string | null;
  lastName: string | null;
  coupon: CouponRow | null;
  lastAmountOwedCents: number | null;
}

/** The amount owed of the card's latest claim, by the claims' (card, date) index. */
const lastAmountOwedCents = sql<number | null>`(
  select ${discountCardClaims.amountCents} from ${discountCardClaims}
  where ${discountCardClaims.cardId} = ${discountCards.id}
  order by ${discountCardClaims.createdAt} desc, ${discountCardClaims.id} desc
  limit 1
)`;

export interface NewCard {
  accountId: string;
  cardholderId: string;
  mobileNumber: string;
  couponCode: string | null;
  pharmacyId: string | null;
}

/** What a card's row changes to; undefined leaves a column as it is. */
export type CardChanges = Partial<Pick<DiscountCardRow, 'pharmacyId' | 'couponCode' | 'matchCode'>>;

/**
 * The account as issuing a card needs it, with its card record when it holds one: one read for
 * both, since most calls that issue a card find the account without one. Null: no such account.
 */
export async function findCardholder(
  db: Executor,
  accountId: string,
): Promise<{ holder: Cardholder; record: CardRecord | null } | null> {
  const [row] = await db
    .select({
      holder: {
        id: accounts.id,
        type: accounts.type,
        firstName: accounts.firstName,
        lastName: accounts.lastName,
        mobileNumber: accounts.mobileNumber,
        mobileVerifiedAt: accounts.mobileVerifiedAt,
      },
      card: discountCards,
      coupon: coupons,
      lastAmountOwedCents,
    })
    .from(accounts)
    .leftJoin(discountCards, eq(discountCards.accountId, accounts.id))
    .leftJoin(coupons, eq(coupons.code, discountCards.couponCode))
    .where(eq(accounts.id, accountId))
    .limit(1);
  if (!row) return null;
  const { holder, card, coupon } = row;
  const { firstName, lastName } = holder;
  const record = card
    ? { card, firstName, lastName, coupon, lastAmountOwedCents: row.lastAmountOwedCents }
    : null;
  return { holder, record };
}

export async function findCardRecord(db: Executor, accountId: string): Promise<CardRecord | null> {
  const [row] = await db
    .select({
      card: discountCards,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      coupon: coupons,
      lastAmountOwedCents,
    })
    .from(discountCards)
    .innerJoin(accounts, eq(accounts.id, discountCards.accountId))
    .leftJoin(coupons, eq(coupons.code, discountCards.couponCode))
    .where(eq(discountCards.accountId, accountId))
    .limit(1);
  return row ?? null;
}

export async function findCardByAccount(
  db: Executor,
  accountId: string,
): Promise<DiscountCardRow | null> {
  const [row] = await db
    .select()
    .from(discountCards)
    .where(eq(discountCards.accountId, accountId))
    .limit(1);
  return row ?? null;
}

export async function findCardByMobile(
  db: Executor,
  mobileNumber: string,
): Promise<DiscountCardRow | null> {
  const [row] = await db
    .select()
    .from(discountCards)
    .where(eq(discountCards.mobileNumber, mobileNumber))
    .limit(1);
  return row ?? null;
}

export async function findCardByMemberId(
  db: Executor,
  cardholderId: string,
): Promise<DiscountCardRow | null> {
  const [row] = await db
    .select()
    .from(discountCards)
    .where(eq(discountCards.cardholderId, cardholderId))
    .limit(1);
  return row ?? null;
}

/**
 * Inserts the card unless one of its unique keys (account, member ID, mobile number) is taken,
 * by a committed card or by one a concurrent transaction is inserting (whose end it waits for):
 * null then. A card issued with a coupon also marks the account a coupon holder, in the same
 * statement, so the two happen together without a transaction of their own.
 */
export async function insertCardUnlessTaken(
  db: Executor,
  card: NewCard,
): Promise<DiscountCardRow | null> {
  const inserted = db.$with('inserted_card').as(
    db
      .insert(discountCards)
      .values({ id: createRecordId('dc'), ...card })
      .onConflictDoNothing()
      .returning(),
  );
  if (card.couponCode === null) {
    const [row] = await db.with(inserted).select().from(inserted);
    return row ?? null;
  }
  const accountOfCard = sql`${accounts.id} in (select ${sql.identifier('account_id')} from ${inserted})`;
  const marked = db
    .$with('marked_coupon_holder')
    .as(markCouponHolder(db, accountOfCard).returning({ id: accounts.id }));
  const [row] = await db.with(inserted, marked).select().from(inserted);
  return row ?? null;
}

/** A card's pharmacy, coupon or match code; `unlessMatchCode` leaves a card already matched alone. */
export async function updateCard(
  db: Executor,
  cardId: string,
  changes: CardChanges,
  unlessMatchCode?: string,
): Promise<DiscountCardRow | null> {
  const [row] = await db
    .update(discountCards)
    .set({ ...changes, updatedAt: new Date() })
    .where(
      and(
        eq(discountCards.id, cardId),
        unlessMatchCode === undefined
          ? undefined
          : sql`${discountCards.matchCode} IS DISTINCT FROM ${unlessMatchCode}`,
      ),
    )
    .returning();
  return row ?? null;
}

/** The account holds a coupon with its card (the account summary's hasMagicCoupon). */
export async function markAccountCouponHolder(db: Executor, accountId: string): Promise<void> {
  await markCouponHolder(db, eq(accounts.id, accountId));
}

function markCouponHolder(db: Executor, where: SQL) {
  return db.update(accounts).set({ hasMagicCoupon: true, updatedAt: new Date() }).where(where);
}

/** A coupon that exists, is active and has not expired. */
export async function findUsableCoupon(
  db: Executor,
  code: string,
  now: Date,
): Promise<CouponRow | null> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(
      and(
        eq(coupons.code, code),
        eq(coupons.isActive, true),
        or(isNull(coupons.expiresAt), gt(coupons.expiresAt, now)),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** A match code that has not expired (used up or not). */
export async function findLiveMatchCode(
  db: Executor,
  code: string,
  now: Date,
): Promise<DiscountCardMatchCodeRow | null> {
  const [row] = await db
    .select()
    .from(discountCardMatchCodes)
    .where(
      and(
        eq(discountCardMatchCodes.code, code),
        or(isNull(discountCardMatchCodes.expiresAt), gt(discountCardMatchCodes.expiresAt, now)),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Takes one use of a live code in one statement, so that uses sent at once never pass max_uses:
 * false when none is left (or the code expired meanwhile).
 */
export async function takeMatchCodeUse(db: Executor, code: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(discountCardMatchCodes)
    .set({ useCount: sql`${discountCardMatchCodes.useCount} + 1` })
    .where(
      and(
        eq(discountCardMatchCodes.code, code),
        or(
          isNull(discountCardMatchCodes.maxUses),
          lt(discountCardMatchCodes.useCount, discountCardMatchCodes.maxUses),
        ),
        or(isNull(discountCardMatchCodes.expiresAt), gt(discountCardMatchCodes.expiresAt, now)),
      ),
    )
    .returning({ code: discountCardMatchCodes.code });
  return rows.length > 0;
}

export type NewMatchCode = typeof discountCardMatchCodes.$inferInsert;

/** Inserts the code; null when a code with the same text exists. */
export async function insertMatchCode(
  db: Executor,
  matchCode: NewMatchCode,
): Promise<DiscountCardMatchCodeRow | null> {
  const [row] = await db
    .insert(discountCardMatchCodes)
    .values(matchCode)
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function findCardById(db: Executor, cardId: string): Promise<DiscountCardRow | null> {
  const [row] = await db.select().from(discountCards).where(eq(discountCards.id, cardId)).limit(1);
  return row ?? null;
}
