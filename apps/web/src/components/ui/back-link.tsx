import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronLeftIcon } from './icons';

export const BACK_LINK_CLASS =
  'inline-flex items-center gap-1 rounded-md py-2 pr-3 font-medium text-brand-800 hover:bg-brand-50';

interface BackLinkProps {
  to: string;
  /** What a screen reader hears instead of the visible text. */
  label?: string;
  state?: unknown;
  children?: ReactNode;
}

/** A chevron and "Back" (or the given text) leading to a page above this one. */
export function BackLink({ to, label, state, children = 'Back' }: BackLinkProps) {
  return (
    <Link to={to} state={state} aria-label={label} className={BACK_LINK_CLASS}>
      <ChevronLeftIcon className="size-5" />
      {children}
    </Link>
  );
}
