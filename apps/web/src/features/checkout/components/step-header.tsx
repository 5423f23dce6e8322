import type { ReactNode } from 'react';
import { PRODUCT } from '@fillwell/domain';

interface StepHeaderProps {
  title: string;
  /** The document title when it differs from the heading. */
  pageTitle?: string;
  children?: ReactNode;
}

/** A checkout page's heading (its h1) and document title, with an optional line under it. */
export function StepHeader({ title, pageTitle = title, children }: StepHeaderProps) {
  return (
    <div className="flex flex-col gap-2">
      <title>{`${pageTitle} | ${PRODUCT.name}`}</title>
      <h1 className="text-2xl font-bold text-ink">{title}</h1>
      {children ? <div className="text-muted">{children}</div> : null}
    </div>
  );
}
