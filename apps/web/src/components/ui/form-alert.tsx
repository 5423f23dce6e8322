import type { ReactNode } from 'react';

/** A message for the whole form, in red, announced when it appears; nothing when there is none. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-red-800">
      {message}
    </p>
  );
}

/** A note for the whole form (e.g. "check your email"), announced politely. */
export function FormNotice({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-ink">
      {children}
    </p>
  );
}
