import { useId, type ReactNode } from 'react';

interface PlusSectionProps {
  title: string;
  /** What the section says beside its heading (a link, a total). */
  aside?: ReactNode;
  children: ReactNode;
}

/** A titled card of a Pharmacy Plus page. */
export function PlusSection({ title, aside, children }: PlusSectionProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-bold text-ink">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
