import { useId, type ReactNode } from 'react';

interface OrderCardProps {
  title: string;
  children: ReactNode;
  className?: string;
}

/** A titled region of the confirmation page. */
export function OrderCard({ title, children, className = '' }: OrderCardProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-2xl border border-slate-200 bg-white p-5 shadow-sm ${className}`}
    >
      <h2 id={headingId} className="mb-3 text-lg font-bold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}
