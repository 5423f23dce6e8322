import type { Account } from '@fillwell/contracts';
import { describeProfile } from '../profile-display';

export function ProfileSummary({ account }: { account: Account }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {describeProfile(account).map((row) => (
        <div key={row.label} className="min-w-0">
          <dt className="text-sm text-muted">{row.label}</dt>
          <dd className="font-medium break-words text-ink">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
