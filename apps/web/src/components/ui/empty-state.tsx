import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface EmptyStateProps {
  title: ReactNode;
  /** What the person could do instead, before ", or go to the homepage." */
  suggestion: string;
}

/** An empty list or cart: what is missing, what to do, and a link to the homepage. */
export function EmptyState({ title, suggestion }: EmptyStateProps) {
  return (
    <div className="rounded-2xl bg-brand-50 p-6 text-ink">
      <p className="text-lg font-semibold">{title}</p>
      <p className="mt-1">
        {suggestion}, or{' '}
        <Link to="/" className="font-semibold text-brand-800 underline">
          go to the homepage
        </Link>
        .
      </p>
    </div>
  );
}
