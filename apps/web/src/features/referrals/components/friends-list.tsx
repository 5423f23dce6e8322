import type { ReferralFriend } from '@fillwell/contracts';
import { describeFriendStatus, formatJoinedOn } from '../referral-text';

interface FriendsListProps {
  friends: readonly ReferralFriend[];
  rewardCents: number;
}

/** Who joined with the invite, newest last, and what each earned. */
export function FriendsList({ friends, rewardCents }: FriendsListProps) {
  if (!friends.length) {
    return (
      <p className="text-muted">
        No one has joined with your link yet. When a friend signs up with it, they show here.
      </p>
    );
  }
  return (
    <ul className="divide-y divide-slate-200">
      {friends.map((friend, index) => (
        <li
          key={`${friend.joinedOn}-${index}`}
          className="flex flex-col gap-1 py-3 sm:flex-row sm:items-baseline sm:justify-between"
        >
          <span>
            <span className="font-semibold text-ink">{friend.name}</span>{' '}
            <span className="text-sm text-muted">joined {formatJoinedOn(friend.joinedOn)}</span>
          </span>
          <span
            className={friend.status === 'earned' ? 'font-semibold text-brand-800' : 'text-muted'}
          >
            {describeFriendStatus(friend, rewardCents)}
          </span>
        </li>
      ))}
    </ul>
  );
}
