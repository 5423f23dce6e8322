import type { ReactNode } from 'react';
import { CHECKOUT_MESSAGES } from '@fillwell/domain';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api';

export interface SearchResultEntry {
  key: string;
  title: string;
  detail: string;
  onChoose: () => void;
}

interface SearchResultsProps {
  label: string;
  isSearching: boolean;
  error: unknown;
  /** Null before a search is made. */
  entries: readonly SearchResultEntry[] | null;
  hint?: ReactNode;
}

/** The results of a checkout search modal: each a button that chooses it. */
export function SearchResults({ label, isSearching, error, entries, hint }: SearchResultsProps) {
  if (isSearching) return <Spinner className="py-4" message="Searching…" />;
  if (error) {
    return (
      <p role="alert" className="text-red-700">
        {getErrorMessage(error)}
      </p>
    );
  }
  if (!entries) return hint ? <p className="text-sm text-muted">{hint}</p> : null;
  if (entries.length === 0) {
    return (
      <div role="status" className="text-ink">
        <p className="font-semibold">No results found.</p>
        <p className="text-muted">{CHECKOUT_MESSAGES.emptySearch}</p>
      </div>
    );
  }
  return (
    <ul aria-label={label} className="flex max-h-80 flex-col gap-2 overflow-y-auto">
      {entries.map((entry) => (
        <li key={entry.key}>
          <button
            type="button"
            onClick={entry.onChoose}
            className="flex w-full flex-col items-start rounded-lg border border-slate-300 px-3 py-2 text-left hover:border-brand-800 hover:bg-brand-50"
          >
            <span className="font-semibold text-ink">{entry.title}</span>
            <span className="text-sm text-muted">{entry.detail}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
