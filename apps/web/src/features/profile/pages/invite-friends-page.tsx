import { useRef, useState } from 'react';
import { PRODUCT, WELCOME_OFFERS } from '@fillwell/domain';
import type { Referral } from '@fillwell/contracts';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { PageLoadFailure } from '@/lib/api';
import { formatWholeDollars } from '@/lib/money';
import { INVITE_FRIENDS_TITLE } from '../account-links';
import { useGetReferralQuery } from '../api';
import { AccountCard, AccountPage } from '../components/account-page';

/** /account/invite-friends: the user's invite code and link to share. */
export function InviteFriendsPage() {
  const { currentData, error } = useGetReferralQuery();
  if (error) return <PageLoadFailure error={error} />;
  return (
    <AccountPage title={INVITE_FRIENDS_TITLE}>
      {currentData ? (
        <InviteDetails referral={currentData} />
      ) : (
        <Spinner message="Loading your invite link…" />
      )}
    </AccountPage>
  );
}

function InviteDetails({ referral }: { referral: Referral }) {
  const reward = formatWholeDollars(referral.rewardCents);
  const friendOffer = formatWholeDollars(WELCOME_OFFERS.firstFillCents);
  return (
    <>
      <p className="text-lg text-ink">
        Share {PRODUCT.name} with friends. They get {friendOffer} off their first prescription fill,
        and you earn {reward} for each friend who joins with your link.
      </p>
      <AccountCard title="Your invite">
        <p className="text-sm text-muted">Your invite code</p>
        <p className="font-mono text-2xl font-bold tracking-wide text-ink">
          {referral.referralCode}
        </p>
        <CopyLinkField url={referral.inviteUrl} />
      </AccountCard>
    </>
  );
}

function CopyLinkField({ url }: { url: string }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState('');

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setStatus('Link copied');
    } catch {
      inputRef.current?.select();
      setStatus('Select the link and copy it');
    }
  }

  return (
    <div className="mt-4 flex flex-col gap-2">
      <label htmlFor="invite-link" className="text-sm font-semibold text-ink">
        Your invite link
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id="invite-link"
          ref={inputRef}
          readOnly
          value={url}
          onFocus={(event) => event.target.select()}
          className="min-w-0 flex-1 rounded-lg border border-slate-400 bg-slate-50 px-3 py-2 text-ink"
        />
        <Button onClick={() => void copy()}>Copy link</Button>
      </div>
      <p role="status" className="text-sm text-brand-800">
        {status}
      </p>
    </div>
  );
}
