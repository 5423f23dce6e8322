import { CloseIcon } from '@/components/ui/icons';
import type { HealthEntry } from '../health-profile-rules';

interface EntryChipsProps {
  label: string;
  entries: readonly HealthEntry[];
  onRemove: (entry: HealthEntry) => void;
}

/** The entries picked so far, each with its remove control. */
export function EntryChips({ label, entries, onRemove }: EntryChipsProps) {
  if (entries.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {entries.map((entry) => (
        <li
          key={entry.key}
          className="flex max-w-full items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm font-medium text-brand-900"
        >
          <span className="min-w-0 break-words">{entry.label}</span>
          <button
            type="button"
            aria-label={`Remove ${entry.label}`}
            onClick={() => onRemove(entry)}
            className="rounded-full p-1 hover:bg-brand-100"
          >
            <CloseIcon aria-hidden="true" className="size-4" />
          </button>
        </li>
      ))}
    </ul>
  );
}
