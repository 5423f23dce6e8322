import type { ReactNode } from 'react';

/** A narrow card centred on the page, with the page's one heading. */
export function AuthPageLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-8 sm:py-12">
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <h1 className="mb-6 text-2xl font-bold text-ink">{title}</h1>
        {children}
      </div>
    </section>
  );
}
