import type { ReactNode } from 'react';
import { PRODUCT } from '@fillwell/domain';
import { BackLink } from './back-link';

interface PageFrameProps {
  title: string;
  /** Where the back control leads, and what it says to a screen reader. */
  back?: { to: string; label: string };
  isWide?: boolean;
  children: ReactNode;
}

/** A page's frame: document title, back control, heading, then the content as given. */
export function PageFrame({ title, back, isWide = false, children }: PageFrameProps) {
  return (
    <div className={`mx-auto ${isWide ? 'max-w-5xl' : 'max-w-3xl'} px-4 py-6 sm:py-10`}>
      <title>{`${title} | ${PRODUCT.name}`}</title>
      {back ? <BackLink to={back.to} label={back.label} /> : null}
      <h1 className="mt-2 text-2xl font-bold text-ink sm:text-3xl">{title}</h1>
      {children}
    </div>
  );
}
