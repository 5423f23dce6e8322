import { Link } from 'react-router';
import { UserIcon } from '@/components/ui/icons';

interface AccountItemProps {
  isAuthenticated: boolean;
  isCompact: boolean;
}

const ACCOUNT_LINKS = [
  { to: '/account/medications', label: 'Your Medications' },
  { to: '/account/orders', label: 'Your Orders & Cancellations' },
  { to: '/account', label: 'Go to your account' },
] as const;

const itemClass =
  'flex items-center gap-1.5 rounded-md p-1.5 font-medium text-ink hover:bg-brand-50 sm:px-3 sm:py-2';

export function AccountItem({ isAuthenticated, isCompact }: AccountItemProps) {
  if (!isAuthenticated) {
    return (
      <Link to="/login" className={itemClass}>
        <UserIcon className="size-5 text-brand-800" />
        <span className={isCompact ? 'sr-only' : ''}>Sign In</span>
      </Link>
    );
  }

  return (
    <div className="group relative">
      <Link to="/account" className={itemClass}>
        <UserIcon className="size-5 text-brand-800" />
        <span className={isCompact ? 'sr-only' : ''}>Account</span>
      </Link>
      <div className="invisible absolute top-full right-0 z-30 w-64 pt-2 opacity-0 transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100">
        <ul className="rounded-xl border border-slate-200 bg-white py-2 shadow-lg">
          {ACCOUNT_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="block px-4 py-2 text-ink hover:bg-brand-50">
                {link.label}
              </Link>
            </li>
          ))}
          <li className="mt-1 border-t border-slate-200 pt-1">
            <Link to="/logout" className="block px-4 py-2 text-ink hover:bg-brand-50">
              Sign out
            </Link>
          </li>
        </ul>
      </div>
    </div>
  );
}
