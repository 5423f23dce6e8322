import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { BUTTON_STYLES } from '@/components/ui/button-styles';
import { MailIcon } from '@/components/ui/icons';
import {
  SHARE_SUBJECT,
  buildMailtoHref,
  buildShareMessage,
  buildSmsHref,
  canShareNatively,
} from '../share-links';

/** The invite link with a copy button, and the ways to send it: e-mail, text, the device's share. */
export function InviteLinkShare({ inviteUrl }: { inviteUrl: string }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState('');
  const shareData = { title: SHARE_SUBJECT, text: buildShareMessage(inviteUrl), url: inviteUrl };
  const [isNativeShare] = useState(() => canShareNatively(shareData));

  async function copy() {
    try {
      await navigator.clipboard.writeText(inviteUrl);
      setStatus('Link copied');
    } catch {
      inputRef.current?.select();
      setStatus('Select the link and copy it');
    }
  }

  async function share() {
    try {
      await navigator.share(shareData);
    } catch {
      // Closing the share sheet rejects; nothing to tell.
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <label htmlFor="invite-link" className="text-sm font-semibold text-ink">
          Your invite link
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            id="invite-link"
            ref={inputRef}
            readOnly
            value={inviteUrl}
            onFocus={(event) => event.target.select()}
            className="min-w-0 flex-1 rounded-lg border border-slate-400 bg-slate-50 px-3 py-2 text-ink"
          />
          <Button onClick={() => void copy()}>Copy link</Button>
        </div>
        <p role="status" className="min-h-5 text-sm text-brand-800">
          {status}
        </p>
      </div>
      <div className="flex flex-wrap gap-2" role="group" aria-label="Share your invite">
        <a href={buildMailtoHref(inviteUrl)} className={BUTTON_STYLES.secondary}>
          <MailIcon className="size-5" />
          E-mail
        </a>
        <a href={buildSmsHref(inviteUrl)} className={BUTTON_STYLES.secondary}>
          Text message
        </a>
        {isNativeShare ? (
          <Button variant="secondary" onClick={() => void share()}>
            More ways to share
          </Button>
        ) : null}
      </div>
    </div>
  );
}
