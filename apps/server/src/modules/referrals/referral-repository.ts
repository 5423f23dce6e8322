import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { accounts, referralCredits } from '../../db/schema/index';

/** An account as an invite names it. */
export interface InviteOwner {
  id: string;
  firstName: string | null;
  referralCode: string;
}

/** What deciding whether an account may join through an invite needs to know about it. */
export interface InviteeState {
  referralCode: string;
  referredByCode: string | null;
  hasPlacedOrders: boolean;
}

export interface FriendRow {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  joinedAt: Date;
  creditedAt: Date | null;
  amountCents: number | null;
  reversedAt: Date | null;
  reversedCents: number | null;
}

/** Orders a person placed: paid ones and paid ones cancelled since (as the orders module counts). */
const PLACED_ORDER = sql`(o.status = 'paid' or (o.status = 'cancelled' and o.failure_message is null))`;

/** The enabled account whose own invite code this is. */
export async function findInviteOwner(
  db: Executor,
  code: string,
): Promise<InviteOwner | undefined> {
  const [row] = await db
    .select({
      id: accounts.id,
      firstName: accounts.firstName,
      referralCode: accounts.referralCode,
    })
    .from(accounts)
    .where(and(eq(accounts.referralCode, code), isNull(accounts.disabledAt)))
    .limit(1);
  return row;
}

export async function readInviteeState(
  db: Executor,
  accountId: string,
): Promise<InviteeState | undefined> {
  const [row] = await queryRows<{
    referral_code: string;
    referred_by_code: string | null;
    has_placed_orders: boolean;
  }>(
    db,
    sql`select a.referral_code, a.referred_by_code,
          exists (select 1 from orders o where o.account_id = a.id and ${PLACED_ORDER}) as has_placed_orders
        from accounts a where a.id = ${accountId}`,
  );
  return row
    ? {
        referralCode: row.referral_code,
        referredByCode: row.referred_by_code,
        hasPlacedOrders: Boolean(row.has_placed_orders),
      }
    : undefined;
}

/**
 * True when the account is the code's owner or anywhere up the chain of who invited them: joining
 * through that code would close a loop. The walk stops after 100 links.
 */
export async function isInInviteChain(
  db: Executor,
  code: string,
  accountId: string,
): Promise<boolean> {
  const [row] = await queryRows<{ is_in_chain: boolean }>(
    db,
    sql`with recursive chain (id, referred_by_code, depth) as (
          select id, referred_by_code, 1 from accounts where referral_code = ${code}
          union all
          select a.id, a.referred_by_code, chain.depth + 1
          from accounts a join chain on a.referral_code = chain.referred_by_code
          where chain.depth < 100
        )
        select exists (select 1 from chain where id = ${accountId}) as is_in_chain`,
  );
  return Boolean(row?.is_in_chain);
}

/** Records who invited the account, only while nobody has: true when it was recorded. */
export async function setReferrer(db: Executor, accountId: string, code: string): Promise<boolean> {
  const rows = await db
    .update(accounts)
    .set({ referredByCode: code, updatedAt: new Date() })
    .where(and(eq(accounts.id, accountId), isNull(accounts.referredByCode)))
    .returning({ id: accounts.id });
  return rows.length > 0;
}

/** Everyone who joined with the code, oldest first, with what each earned its owner. */
export function listFriends(db: Executor, owner: InviteOwner): Promise<FriendRow[]> {
  return db
    .select({
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      email: accounts.email,
      joinedAt: accounts.createdAt,
      creditedAt: referralCredits.createdAt,
      amountCents: referralCredits.amountCents,
      reversedAt: referralCredits.reversedAt,
      reversedCents: referralCredits.reversedCents,
    })
    .from(accounts)
    .leftJoin(
      referralCredits,
      and(
        eq(referralCredits.invitedAccountId, accounts.id),
        eq(referralCredits.inviterAccountId, owner.id),
      ),
    )
    .where(and(eq(accounts.referredByCode, owner.referralCode), ne(accounts.id, owner.id)))
    .orderBy(asc(accounts.createdAt), asc(accounts.id));
}

/** The inviter's first name when the account has the referral coupon: invited, no order yet. */
export async function findReferralCouponInviter(
  db: Executor,
  accountId: string,
): Promise<{ firstName: string | null } | undefined> {
  const [row] = await queryRows<{ first_name: string | null }>(
    db,
    sql`select inviter.first_name
        from accounts a
        join accounts inviter on inviter.referral_code = a.referred_by_code and inviter.id <> a.id
        where a.id = ${accountId}
          and not exists (select 1 from orders o where o.account_id = a.id and ${PLACED_ORDER})`,
  );
  return row ? { firstName: row.first_name } : undefined;
}
