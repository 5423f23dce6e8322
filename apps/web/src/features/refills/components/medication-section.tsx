import { useId, type ReactNode } from 'react';

/** One section of the medications page, named by its heading. */
export function MedicationSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-xl font-bold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}
