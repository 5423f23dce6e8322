import { useId, type ReactNode } from 'react';
import { PageFrame } from '@/components/ui/page-frame';

interface ConsolePageProps {
  title: string;
  back?: { to: string; label: string };
  children: ReactNode;
}

/** A console page: wide, with its heading. */
export function ConsolePage({ title, back, children }: ConsolePageProps) {
  return (
    <PageFrame title={title} back={back} isWide>
      <div className="mt-6 flex flex-col gap-6">{children}</div>
    </PageFrame>
  );
}

/** A titled card of a console page. */
export function ConsoleCard({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="mb-3 text-lg font-bold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}
