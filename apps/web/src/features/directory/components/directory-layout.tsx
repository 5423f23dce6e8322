import type { ReactNode } from 'react';
import { PRODUCT } from '@fillwell/domain';
import { LetterNavigation } from './letter-navigation';

interface DirectoryLayoutProps {
  heading: string;
  children: ReactNode;
}

/** One directory page: its title and h1, the letter navigation, then the page's lists. */
export function DirectoryLayout({ heading, children }: DirectoryLayoutProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <title>{`${heading} | ${PRODUCT.name}`}</title>
      <h1 className="text-3xl font-extrabold text-ink sm:text-4xl">{heading}</h1>
      <p className="mt-2 text-muted">
        Find your medication by name, then compare prices at pharmacies near you.
      </p>
      <div className="mt-6">
        <LetterNavigation />
      </div>
      <div className="mt-8 space-y-10">{children}</div>
    </div>
  );
}
