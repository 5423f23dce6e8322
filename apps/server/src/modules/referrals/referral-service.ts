import { eq, sql } from 'drizzle-orm';
import {
  REFERRAL_ERROR_CODES,
  type ReferralFriend,
  type ReferralSummary,
} from '@fillwell/contracts';
import {
  INVITE_REWARD_CENTS,
  REFERRAL_MESSAGES,
  buildInvitePath,
  buildShortInvitePath,
} from '@fillwell/domain';
import type { AppDatabase } from '../../db/client';
import { accounts } from '../../db/schema/index';
import { createUnauthorizedError, HttpError } from '../../plugins/http-error';
import {
  findInviteOwner,
  isInInviteChain,
  listFriends,
  readInviteeState,
  setReferrer,
  type FriendRow,
  type InviteOwner,
} from './referral-repository';

/**
 * Accepting invites is rare; one at a time (a transaction-scoped advisory lock) so that two
 * people accepting each other's invites at once cannot both succeed and make a loop.
 */
const INVITE_ACCEPT_LOCK = 2_100_021;

function refuse(status: number, code: keyof typeof REFERRAL_ERROR_CODES): HttpError {
  const message = REFERRAL_MESSAGES[code];
  return new HttpError(status, REFERRAL_ERROR_CODES[code], message, {
    validationErrors: { code: [message] },
  });
}

/** Invite codes are handed out in capitals; a code typed in lower case is the same code. */
export function normalizeInviteCode(code: string): string {
  return code.trim().toUpperCase();
}

/** "Ann B.", else the e-mail with its name hidden ("a•••@example.com"), else "A friend". */
export function describeFriend(friend: Pick<FriendRow, 'firstName' | 'lastName' | 'email'>) {
  if (friend.firstName) {
    const initial = friend.lastName?.trim().charAt(0);
    return initial ? `${friend.firstName} ${initial.toUpperCase()}.` : friend.firstName;
  }
  const [local, domain] = friend.email?.split('@') ?? [];
  if (local && domain) return `${local.charAt(0)}•••@${domain}`;
  return 'A friend';
}

function toFriend(row: FriendRow): ReferralFriend {
  const creditedCents = row.amountCents ?? 0;
  const status = row.creditedAt === null ? 'joined' : row.reversedAt ? 'reversed' : 'earned';
  return {
    name: describeFriend(row),
    joinedOn: row.joinedAt.toISOString(),
    status,
    earnedCents: creditedCents - (row.reversedCents ?? 0),
    creditedOn: row.creditedAt?.toISOString() ?? null,
  };
}

/** Invite codes: checking one, joining through it, and what an account's own invite earned. */
export function createReferralService(db: AppDatabase) {
  /**
   * The invite's owner when the code may be used by this visitor or account. A signed-in account
   * that has no inviter and no order yet joins through it now; its own code, a second inviter,
   * an account with orders and a loop (the owner joined, directly or not, through this account)
   * are refused.
   */
  async function acceptInvite(rawCode: string, accountId: string | null): Promise<InviteOwner> {
    const owner = await findInviteOwner(db, normalizeInviteCode(rawCode));
    if (!owner) throw refuse(404, 'codeUnknown');
    if (!accountId) return owner;
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${INVITE_ACCEPT_LOCK}::bigint)`);
      const invitee = await readInviteeState(tx, accountId);
      if (!invitee) throw createUnauthorizedError();
      if (invitee.referralCode === owner.referralCode) throw refuse(400, 'ownCode');
      if (invitee.referredByCode === owner.referralCode) return;
      if (invitee.referredByCode !== null) throw refuse(409, 'alreadyInvited');
      if (invitee.hasPlacedOrders) throw refuse(409, 'notNewAccount');
      if (await isInInviteChain(tx, owner.referralCode, accountId)) throw refuse(409, 'loop');
      await setReferrer(tx, accountId, owner.referralCode);
    });
    return owner;
  }

  async function readSummary(accountId: string, siteOrigin: string): Promise<ReferralSummary> {
    const [owner] = await db
      .select({
        id: accounts.id,
        firstName: accounts.firstName,
        referralCode: accounts.referralCode,
      })
      .from(accounts)
      .where(eq(accounts.id, accountId))
      .limit(1);
    if (!owner) throw createUnauthorizedError();
    const friends = (await listFriends(db, owner)).map(toFriend);
    const joined = friends.filter((friend) => friend.status === 'joined').length;
    return {
      referralCode: owner.referralCode,
      inviteUrl: `${siteOrigin}${buildInvitePath(owner.referralCode)}`,
      shortInviteUrl: `${siteOrigin}${buildShortInvitePath(owner.referralCode)}`,
      rewardCents: INVITE_REWARD_CENTS,
      earnedCents: friends.reduce((sum, friend) => sum + friend.earnedCents, 0),
      pendingCents: joined * INVITE_REWARD_CENTS,
      friends,
    };
  }

  return { acceptInvite, readSummary };
}

export type ReferralService = ReturnType<typeof createReferralService>;
