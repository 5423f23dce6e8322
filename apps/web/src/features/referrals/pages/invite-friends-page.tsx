import type { ReactNode } from 'react';
import type { ReferralSummary } from '@fillwell/contracts';
import { PRODUCT, REFERRAL_COUPON } from '@fillwell/domain';
import { Spinner } from '@/components/ui/spinner';
import { WalletBalance } from '@/features/payments/components';
import { BackToAccountLink } from '@/features/profile';
import { PageLoadFailure } from '@/lib/api';
import { formatWholeDollars } from '@/lib/money';
import { useGetReferralSummaryQuery } from '../api';
import { FriendsList } from '../components/friends-list';
import { InviteLinkShare } from '../components/invite-link-share';
import { INVITE_FRIENDS_TITLE, formatAmount } from '../referral-text';

/** /account/invite-friends: the invite link to share, who joined with it and what it earned. */
export function InviteFriendsPage() {
  const { currentData, error } = useGetReferralSummaryQuery();
  if (error) return <PageLoadFailure error={error} />;
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <title>{`${INVITE_FRIENDS_TITLE} | ${PRODUCT.name}`}</title>
      <BackToAccountLink />
      <h1 className="mt-2 text-2xl font-bold text-ink sm:text-3xl">{INVITE_FRIENDS_TITLE}</h1>
      <div className="mt-6 flex flex-col gap-6">
        {currentData ? (
          <InviteSummary summary={currentData} />
        ) : (
          <Spinner message="Loading your invite link…" />
        )}
      </div>
    </div>
  );
}

function InviteSummary({ summary }: { summary: ReferralSummary }) {
  const reward = formatWholeDollars(summary.rewardCents);
  return (
    <>
      <p className="text-lg text-ink">
        Share {PRODUCT.name} with friends. They get{' '}
        {formatWholeDollars(REFERRAL_COUPON.firstFillCents)} off their first fill and{' '}
        {formatWholeDollars(REFERRAL_COUPON.firstOrderCents)} off their first order, and you earn{' '}
        {reward} in your wallet when a friend&apos;s first order is paid.
      </p>
      <Card title="Your invite">
        <p className="text-sm text-muted">Your invite code</p>
        <p className="mb-4 font-mono text-2xl font-bold tracking-wide text-ink">
          {summary.referralCode}
        </p>
        <InviteLinkShare inviteUrl={summary.inviteUrl} />
      </Card>
      <Card title="What you've earned">
        <dl className="grid grid-cols-2 gap-4">
          <div>
            <dt className="text-sm text-muted">Earned</dt>
            <dd className="text-2xl font-bold text-brand-800">
              {formatAmount(summary.earnedCents)}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-muted">Pending</dt>
            <dd className="text-2xl font-bold text-ink">{formatAmount(summary.pendingCents)}</dd>
          </div>
        </dl>
        <div className="mt-4 border-t border-slate-200 pt-4">
          <WalletBalance />
        </div>
      </Card>
      <Card title="Friends who joined">
        <FriendsList friends={summary.friends} rewardCents={summary.rewardCents} />
      </Card>
    </>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  const headingId = `invite-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="mb-4 text-lg font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}
