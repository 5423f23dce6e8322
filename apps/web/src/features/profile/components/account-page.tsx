import type { ReactNode } from 'react';
import { PRODUCT } from '@fillwell/domain';
import { BackToAccountLink } from './back-to-account-link';

interface AccountPageProps {
  title: string;
  /** Section pages lead back to /account; the account home has no back control. */
  hasBackLink?: boolean;
  children: ReactNode;
}

/** The frame of every account-area page: back control, heading and content. */
export function AccountPage({ title, hasBackLink = true, children }: AccountPageProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <title>{`${title} | ${PRODUCT.name}`}</title>
      {hasBackLink ? <BackToAccountLink /> : null}
      <h1 className="mt-2 text-2xl font-bold text-ink sm:text-3xl">{title}</h1>
      <div className="mt-6 flex flex-col gap-6">{children}</div>
    </div>
  );
}

interface AccountCardProps {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}

export function AccountCard({ title, action, children }: AccountCardProps) {
  const headingId = `account-card-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
