import { sql } from 'drizzle-orm';
import { INVITE_REWARD_CENTS } from '@fillwell/domain';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { createRecordId } from '../../db/record-id';
import { walletEntries } from '../../db/schema/index';

/** The order as crediting and reversing need it. */
export interface ReferralOrder {
  id: string;
  accountId: string;
}

export function toRewardReason(invitedAccountId: string): string {
  return `referral:${invitedAccountId}`;
}

export function toReversalReason(invitedAccountId: string): string {
  return `referral-reversed:${invitedAccountId}`;
}

/**
 * Credits the inviter's wallet when an invited person's first order is paid; call it inside the
 * transaction that marks the order paid. The reward row is unique per invited account and is
 * inserted with ON CONFLICT DO NOTHING, so orders paid at once, or an order settled twice, credit
 * once. Nothing is credited when the account was not invited (or its code names nobody), when an
 * earlier order was placed, or when the inviter joined through the invited person (a loop).
 * Answers the inviter credited, if any.
 */
export async function creditReferralForPaidOrder(
  tx: Executor,
  order: ReferralOrder,
): Promise<string | null> {
  const [credited] = await queryRows<{ inviter_account_id: string; invited_account_id: string }>(
    tx,
    sql`insert into referral_credits (id, invited_account_id, inviter_account_id, order_id, amount_cents)
        select ${createRecordId('rfc')}::text, a.id, inviter.id, ${order.id}::text, ${INVITE_REWARD_CENTS}::int
        from accounts a
        join accounts inviter
          on inviter.referral_code = a.referred_by_code
         and inviter.id <> a.id
         and inviter.disabled_at is null
        where a.id = ${order.accountId}
          and inviter.referred_by_code is distinct from a.referral_code
          and not exists (
            select 1 from orders o
            where o.account_id = a.id
              and o.id <> ${order.id}
              and (o.status = 'paid' or (o.status = 'cancelled' and o.failure_message is null))
              and o.created_at < (select created_at from orders where id = ${order.id})
          )
        on conflict (invited_account_id) do nothing
        returning inviter_account_id, invited_account_id`,
  );
  if (!credited) return null;
  await tx.insert(walletEntries).values({
    id: createRecordId('wal'),
    accountId: credited.inviter_account_id,
    amountCents: INVITE_REWARD_CENTS,
    reason: toRewardReason(credited.invited_account_id),
  });
  return credited.inviter_account_id;
}

/**
 * Takes the reward back when the order that earned it was refunded in full; call it inside the
 * transaction that cancels the order. Only what is still in the inviter's wallet is taken, so
 * the balance never goes below zero; a reward is reversed once.
 */
export async function reverseReferralCredit(tx: Executor, orderId: string): Promise<void> {
  const [reversed] = await queryRows<{
    inviter_account_id: string;
    invited_account_id: string;
    reversed_cents: number;
  }>(
    tx,
    sql`update referral_credits c
        set reversed_at = now(),
            reversed_cents = least(c.amount_cents, greatest(0, (
              select coalesce(sum(w.amount_cents), 0)::int from wallet_entries w
              where w.account_id = c.inviter_account_id
            )))
        where c.order_id = ${orderId} and c.reversed_at is null
        returning c.inviter_account_id, c.invited_account_id, c.reversed_cents`,
  );
  const cents = Number(reversed?.reversed_cents ?? 0);
  if (!reversed || cents <= 0) return;
  await tx.insert(walletEntries).values({
    id: createRecordId('wal'),
    accountId: reversed.inviter_account_id,
    amountCents: -cents,
    reason: toReversalReason(reversed.invited_account_id),
  });
}
