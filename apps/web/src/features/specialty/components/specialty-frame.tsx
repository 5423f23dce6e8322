import type { ReactNode } from 'react';
import { PRODUCT } from '@fillwell/domain';

interface SpecialtyFrameProps {
  title: string;
  /** "Step n of m", above the heading. */
  stepLabel?: string;
  children: ReactNode;
}

/** The frame of every page of the specialty flow: its title, heading and content. */
export function SpecialtyFrame({ title, stepLabel, children }: SpecialtyFrameProps) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-6 sm:py-10">
      <title>{`${title} | ${PRODUCT.name}`}</title>
      {stepLabel ? <p className="text-sm font-semibold text-muted">{stepLabel}</p> : null}
      <h1 className="mt-1 text-2xl font-bold text-ink sm:text-3xl">{title}</h1>
      <div className="mt-6 flex flex-col gap-6">{children}</div>
    </div>
  );
}
