import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { PRODUCT } from '@fillwell/domain';
import { ChevronLeftIcon } from '@/components/ui/icons';

interface TelemedPageProps {
  title: string;
  /** Where the back control leads, and what it says to a screen reader. */
  back?: { to: string; label: string };
  isWide?: boolean;
  children: ReactNode;
}

/** The frame of the visit, consultation and clinician pages: back control, heading, content. */
export function TelemedPage({ title, back, isWide = false, children }: TelemedPageProps) {
  return (
    <div className={`mx-auto ${isWide ? 'max-w-5xl' : 'max-w-3xl'} px-4 py-6 sm:py-10`}>
      <title>{`${title} | ${PRODUCT.name}`}</title>
      {back ? (
        <Link
          to={back.to}
          aria-label={back.label}
          className="inline-flex items-center gap-1 rounded-md py-2 pr-3 font-medium text-brand-800 hover:bg-brand-50"
        >
          <ChevronLeftIcon className="size-5" />
          Back
        </Link>
      ) : null}
      <h1 className="mt-2 text-2xl font-bold text-ink sm:text-3xl">{title}</h1>
      <div className="mt-6 flex flex-col gap-6">{children}</div>
    </div>
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
