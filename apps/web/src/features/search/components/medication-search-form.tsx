import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { SearchIcon } from '@/components/ui/icons';
import { slugifyQuery } from '../slugify-query';

export const SEARCH_PLACEHOLDER = 'Search for a medication';

interface MedicationSearchFormProps {
  /** Names the search landmark; pages with two search boxes need distinct names. */
  landmarkLabel?: string;
  size?: 'compact' | 'large';
  className?: string;
  isAutoFocused?: boolean;
  onSearched?: () => void;
}

const inputSizes = {
  compact: 'h-10 text-sm',
  large: 'h-14 text-base sm:text-lg',
} as const;

/** The medication search box: a labelled input inside a search landmark. */
export function MedicationSearchForm({
  landmarkLabel = 'Find a medication price',
  size = 'compact',
  className = '',
  isAutoFocused = false,
  onSearched,
}: MedicationSearchFormProps) {
  const inputId = useId();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const slug = slugifyQuery(query);
    if (!slug) return;
    onSearched?.();
    void navigate(`/${slug}`);
  }

  return (
    <form
      role="search"
      aria-label={landmarkLabel}
      onSubmit={handleSubmit}
      className={`relative flex w-full ${className}`}
    >
      <label htmlFor={inputId} className="sr-only">
        {SEARCH_PLACEHOLDER}
      </label>
      <input
        id={inputId}
        type="search"
        name="q"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={SEARCH_PLACEHOLDER}
        autoComplete="off"
        autoFocus={isAutoFocused}
        className={`w-full rounded-full border border-slate-400 bg-white pr-12 pl-4 text-ink placeholder:text-slate-600 focus:border-brand-700 ${inputSizes[size]}`}
      />
      <button
        type="submit"
        aria-label="Search"
        className="absolute top-1/2 right-1 flex size-9 -translate-y-1/2 items-center justify-center rounded-full bg-brand-800 text-white hover:bg-brand-900"
      >
        <SearchIcon className="size-5" />
      </button>
    </form>
  );
}
