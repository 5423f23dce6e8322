import { Link } from 'react-router';
import { ChevronLeftIcon } from '@/components/ui/icons';
import { WalletBalance } from '@/features/payments/components';
import { ACCOUNT_LINKS } from '../account-links';
import { useAccount } from '../components/account-layout';
import { AccountCard, AccountPage } from '../components/account-page';
import { ProfileSummary } from '../components/profile-summary';

const linkClass = 'font-semibold text-brand-800 underline-offset-2 hover:underline';

/** /account: the profile at a glance, the wallet, and the way to every section. */
export function AccountHomePage() {
  const account = useAccount();
  return (
    <AccountPage title="Your account" hasBackLink={false}>
      <AccountCard
        title="Profile"
        action={
          <Link to="/account/profile" aria-label="Edit profile" className={linkClass}>
            Edit
          </Link>
        }
      >
        <ProfileSummary account={account} />
      </AccountCard>
      <AccountCard title="Wallet">
        <WalletBalance />
      </AccountCard>
      <nav aria-label="Account sections">
        <ul className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white">
          {ACCOUNT_LINKS.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="flex items-center justify-between gap-3 px-4 py-4 hover:bg-brand-50"
              >
                <span className="flex min-w-0 flex-col">
                  <span className="font-semibold text-ink">{link.label}</span>
                  <span className="text-sm text-muted">{link.description}</span>
                </span>
                <ChevronLeftIcon
                  aria-hidden="true"
                  className="size-5 shrink-0 rotate-180 text-muted"
                />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </AccountPage>
  );
}
