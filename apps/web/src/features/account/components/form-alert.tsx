import type { ReactNode } from 'react';

/** A message for the whole form, in red, announced when it appears. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
      {message}
    </p>
  );
}

export function FormNotice({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-ink">
      {children}
    </p>
  );
}
