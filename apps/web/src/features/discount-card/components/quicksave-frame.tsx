import type { ReactNode } from 'react';
import { PRODUCT } from '@fillwell/domain';
import { BackLink } from '@/components/ui/back-link';
import { TexasDiscountBanner } from './texas-banner';

interface QuicksaveFrameProps {
  title: string;
  intro?: ReactNode;
  /** Prescriptions, verify and the register code lead back to /account (spec §2.2). */
  hasBackToAccount?: boolean;
  children: ReactNode;
}

/** The frame of the quicksave screens: narrow, one column, the Texas banner above the content. */
export function QuicksaveFrame({
  title,
  intro,
  hasBackToAccount = false,
  children,
}: QuicksaveFrameProps) {
  return (
    <div className="mx-auto max-w-xl px-4 py-6 sm:py-10">
      <title>{`${title} | ${PRODUCT.name}`}</title>
      {hasBackToAccount ? <BackLink to="/account" label="Back to your account" /> : null}
      <h1 className="text-2xl leading-tight font-extrabold text-ink sm:text-4xl">{title}</h1>
      {intro ? <div className="mt-3 text-lg text-muted">{intro}</div> : null}
      <TexasDiscountBanner className="mt-4" />
      <div className="mt-6 flex flex-col gap-6">{children}</div>
    </div>
  );
}
