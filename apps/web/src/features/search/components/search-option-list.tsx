import { LIMITS } from '@fillwell/domain';
import type { SearchOption, SearchOptionsKind } from '../search-rules';

interface SearchOptionListProps {
  listboxId: string;
  kind: SearchOptionsKind;
  options: SearchOption[];
  activeIndex: number;
  getOptionId: (index: number) => string;
  onChoose: (option: SearchOption) => void;
  onHover: (index: number) => void;
}

const LIST_LABELS: Record<SearchOptionsKind, string> = {
  recent: 'Recently viewed',
  suggestions: 'Medication suggestions',
};

/** The listbox of a medication combobox; options are chosen by click or from the input's keys. */
export function SearchOptionList({
  listboxId,
  kind,
  options,
  activeIndex,
  getOptionId,
  onChoose,
  onHover,
}: SearchOptionListProps) {
  const headingId = `${listboxId}-heading`;
  const isRecent = kind === 'recent';
  return (
    <>
      {isRecent ? (
        <p
          id={headingId}
          className="px-4 pt-3 pb-1 text-xs font-semibold tracking-wide text-muted uppercase"
        >
          {LIST_LABELS.recent}
        </p>
      ) : null}
      <ul
        id={listboxId}
        role="listbox"
        {...(isRecent ? { 'aria-labelledby': headingId } : { 'aria-label': LIST_LABELS[kind] })}
        className="overflow-y-auto py-1"
        style={{ maxHeight: LIMITS.searchResultsMaxRows * LIMITS.searchRowHeightPx }}
      >
        {options.map((option, index) => (
          <li
            key={option.slug}
            id={getOptionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => index !== activeIndex && onHover(index)}
            onClick={() => onChoose(option)}
            className="flex cursor-pointer flex-col justify-center px-4 aria-selected:bg-brand-50"
            style={{ minHeight: LIMITS.searchRowHeightPx }}
          >
            <span className="font-semibold text-ink">{option.name}</span>
            {option.alternateName ? (
              <span className="text-sm text-muted">{option.alternateName}</span>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}
