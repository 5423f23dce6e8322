import type { ReferralFriend } from '@fillwell/contracts';
import { INVITE_REWARD_CENTS } from '@fillwell/domain';
import { formatWholeDollars } from '@/lib/money';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** An amount earned: zero is $0.00, not "Free". */
export function formatAmount(cents: number): string {
  return dollars.format(cents / 100);
}

export const INVITE_FRIENDS_TITLE = `Invite Friends (Earn ${formatWholeDollars(INVITE_REWARD_CENTS)})`;

/** What a friend's line says about the reward. */
export function describeFriendStatus(friend: ReferralFriend, rewardCents: number): string {
  if (friend.status === 'earned') return `You earned ${formatAmount(friend.earnedCents)}`;
  if (friend.status === 'reversed') {
    return friend.earnedCents > 0
      ? `Order refunded: you keep ${formatAmount(friend.earnedCents)}`
      : 'Order refunded: reward taken back';
  }
  return `Joined: ${formatAmount(rewardCents)} when their first order is paid`;
}

/** "Joined May 3, 2026" from an ISO time. */
export function formatJoinedOn(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
}
