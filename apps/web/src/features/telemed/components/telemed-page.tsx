import { useId, type ReactNode } from 'react';
import { PageFrame } from '@/components/ui/page-frame';

interface TelemedPageProps {
  title: string;
  /** Where the back control leads, and what it says to a screen reader. */
  back?: { to: string; label: string };
  isWide?: boolean;
  children: ReactNode;
}

/** The frame of the visit, consultation and clinician pages: back control, heading, content. */
export function TelemedPage({ title, back, isWide, children }: TelemedPageProps) {
  return (
    <PageFrame title={title} back={back} isWide={isWide}>
      <div className="mt-6 flex flex-col gap-6">{children}</div>
    </PageFrame>
  );
}

interface TelemedCardProps {
  title: string;
  children: ReactNode;
  className?: string;
}

/** A titled region of a page. */
export function TelemedCard({ title, children, className = '' }: TelemedCardProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 ${className}`}
    >
      <h2 id={headingId} className="mb-3 text-lg font-bold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}
