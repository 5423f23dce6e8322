import type { ReactNode } from 'react';
import { PhoneIcon } from '@/components/ui/icons';
import { PRODUCT } from '@fillwell/domain';
import { selectIsAuthenticated } from '@/features/account';
import { useAppSelector } from '../../hooks';
import { AccountItem } from './account-item';

const QUICKSAVE_PATH = /^\/quicksave(10|20)?(\/|$)/;

/** The discount-card signup screens: /quicksave, /quicksave10, /quicksave20 and /quicksave/…. */
export function isQuicksavePath(pathname: string): boolean {
  return QUICKSAVE_PATH.test(pathname);
}

/**
 * The quicksave screens' header on a phone (partner-and-shell §2.3): the logo, a call button and
 * the account item; no menu, search or cart to lead away from getting the card.
 */
export function QuicksaveHeader({ logo }: { logo: ReactNode }) {
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  return (
    <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-3">
      {logo}
      <nav aria-label="Help and account" className="flex items-center gap-1">
        <a
          href={PRODUCT.supportPhoneHref}
          aria-label={`Call ${PRODUCT.name} at ${PRODUCT.supportPhone}`}
          className="rounded-md p-1.5 text-brand-800 hover:bg-brand-50"
        >
          <PhoneIcon className="size-6" />
        </a>
        <AccountItem isAuthenticated={isAuthenticated} isCompact />
      </nav>
    </div>
  );
}
