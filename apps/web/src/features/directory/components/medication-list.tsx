import { Link } from 'react-router';
import type { SearchResult } from '@fillwell/contracts';
import { BUTTON_STYLES } from '@/components/ui/button-styles';
import { Spinner } from '@/components/ui/spinner';

interface MedicationListProps {
  medications: SearchResult[] | undefined;
  isLoading: boolean;
  hasFailed: boolean;
  onRetry: () => void;
  /** Names the list for assistive technology. */
  label: string;
}

/** Medications as links to their pages, each with its brand or generic alternate name. */
export function MedicationList({
  medications,
  isLoading,
  hasFailed,
  onRetry,
  label,
}: MedicationListProps) {
  if (isLoading) return <Spinner message="Loading medications…" className="py-12" />;
  if (hasFailed || !medications) {
    return (
      <div className="py-8">
        <p className="text-muted">We couldn&apos;t load these medications.</p>
        <button type="button" onClick={onRetry} className={`${BUTTON_STYLES.secondary} mt-4`}>
          Try again
        </button>
      </div>
    );
  }
  if (medications.length === 0) {
    return <p className="py-8 text-muted">No medications are listed here yet.</p>;
  }
  return (
    <ul aria-label={label} className="grid gap-x-6 sm:grid-cols-2 lg:grid-cols-3">
      {medications.map((medication) => (
        <li key={medication.slug} className="border-b border-slate-100 py-2.5">
          <Link to={`/${medication.slug}`} className="font-semibold text-brand-800 hover:underline">
            {medication.name}
          </Link>
          {medication.alternateName ? (
            <span className="ml-2 text-sm text-muted">{medication.alternateName}</span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
