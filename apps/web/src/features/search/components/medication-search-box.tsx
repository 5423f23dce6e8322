import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { useNavigate } from 'react-router';
import { LIMITS } from '@fillwell/domain';
import { CloseIcon, SearchIcon } from '@/components/ui/icons';
import { getNextActiveIndex, isSearchableTerm, normalizeSearchTerm } from '../search-rules';
import type { SearchOption } from '../search-rules';
import { useMedicationSearch } from '../use-medication-search';
import { useSearchSubmit } from '../use-search-submit';
import { SearchOptionList } from './search-option-list';

export const SEARCH_PLACEHOLDER = 'Search for a medication';

/** `dropdown`: a box whose results float below it. `page`: results fill the view below the input. */
export type SearchBoxLayout = 'dropdown' | 'page';

/** `large`: a page's hero box, taller and with its own Search button. */
export type SearchBoxSize = 'regular' | 'large';

interface MedicationSearchBoxProps {
  /** Names the search landmark; pages with two search boxes need distinct names. */
  landmarkLabel?: string;
  layout?: SearchBoxLayout;
  size?: SearchBoxSize;
  className?: string;
  isAutoFocused?: boolean;
  /** Called when the box closes: Escape, the close button, a chosen drug or leaving it. */
  onClose?: () => void;
}

const LAYOUT_STYLES: Record<SearchBoxLayout, { box: string; panel: string }> = {
  dropdown: {
    box: 'relative',
    panel:
      'absolute inset-x-0 top-full z-40 mt-2 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-lg',
  },
  page: { box: 'flex flex-col', panel: 'mt-3 border-t border-slate-200 bg-white' },
};

const SIZE_STYLES: Record<SearchBoxSize, string> = {
  regular: 'h-11 pr-12',
  large: 'h-14 pr-24 text-base sm:text-lg',
};

/** Active option follows the options: a new list starts with none active. */
function useActiveIndex(optionsKey: string) {
  const [activeIndex, setActiveIndex] = useState(-1);
  const [listKey, setListKey] = useState(optionsKey);
  if (listKey !== optionsKey) {
    setListKey(optionsKey);
    setActiveIndex(-1);
  }
  return [activeIndex, setActiveIndex] as const;
}

/**
 * The medication search combobox (ARIA 1.2 pattern, list autocomplete): typing suggests drugs,
 * arrow keys move the active option, Enter or a click opens its page, Escape closes and clears.
 * Submitting typed text opens the drug it names, or the search results page.
 */
export function MedicationSearchBox({
  landmarkLabel = 'Site search',
  layout = 'dropdown',
  size = 'regular',
  className = '',
  isAutoFocused = false,
  onClose,
}: MedicationSearchBoxProps) {
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const getOptionId = useCallback((index: number) => `${baseId}-option-${index}`, [baseId]);
  const navigate = useNavigate();
  const submitSearch = useSearchSubmit();
  const inputRef = useRef<HTMLInputElement>(null);
  const blurTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [text, setText] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const { kind, options, message, isCurrent } = useMedicationSearch(text);
  const [activeIndex, setActiveIndex] = useActiveIndex(options.map((o) => o.slug).join('|'));
  const isPage = layout === 'page';
  const isShown = isPage || isOpen;
  const hasOptions = isShown && options.length > 0;
  const activeOption = hasOptions ? options[activeIndex] : undefined;
  const styles = LAYOUT_STYLES[layout];

  useEffect(() => () => clearTimeout(blurTimer.current), []);
  useEffect(() => {
    if (activeIndex >= 0)
      document.getElementById(getOptionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex, getOptionId]);

  function close() {
    clearTimeout(blurTimer.current);
    setText('');
    setIsOpen(false);
    setActiveIndex(-1);
    onClose?.();
  }

  function choose(option: SearchOption) {
    close();
    void navigate(`/${option.slug}`);
  }

  function submit() {
    if (activeOption) return choose(activeOption);
    if (!isSearchableTerm(normalizeSearchTerm(text))) {
      setIsOpen(true);
      return;
    }
    const settledMatches = isCurrent && kind === 'suggestions' ? options : undefined;
    close();
    void submitSearch(text, settledMatches);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setIsOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex(getNextActiveIndex(activeIndex, step, options.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      submit();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  }

  function handleBlur(event: FocusEvent<HTMLDivElement>) {
    if (isPage || event.currentTarget.contains(event.relatedTarget)) return;
    clearTimeout(blurTimer.current);
    blurTimer.current = setTimeout(close, LIMITS.blurDelayMs);
  }

  function handleFocus() {
    clearTimeout(blurTimer.current);
    setIsOpen(true);
  }

  function handleCloseClick() {
    close();
    if (!isPage) inputRef.current?.focus();
  }

  const hasCloseButton = isPage || text.length > 0;
  const isLarge = size === 'large';
  return (
    <div
      role="search"
      aria-label={landmarkLabel}
      onBlur={handleBlur}
      className={`${styles.box} w-full ${className}`}
    >
      <div className="relative flex items-center">
        <label htmlFor={`${baseId}-input`} className="sr-only">
          {SEARCH_PLACEHOLDER}
        </label>
        <SearchIcon
          aria-hidden="true"
          className="pointer-events-none absolute left-3.5 size-5 text-brand-800"
        />
        <input
          ref={inputRef}
          id={`${baseId}-input`}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={hasOptions}
          aria-controls={listboxId}
          aria-activedescendant={activeOption ? getOptionId(activeIndex) : undefined}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setIsOpen(true);
          }}
          onKeyDown={handleKeyDown}
          onFocus={handleFocus}
          placeholder={SEARCH_PLACEHOLDER}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          enterKeyHint="search"
          autoFocus={isAutoFocused}
          className={`${SIZE_STYLES[size]} w-full rounded-full border border-slate-400 bg-white pl-11 text-ink placeholder:text-slate-600 focus:border-brand-700`}
        />
        {hasCloseButton ? (
          <button
            type="button"
            onMouseDown={(event) => event.preventDefault()}
            onClick={handleCloseClick}
            aria-label="Close search"
            className={`absolute ${isLarge ? 'right-12' : 'right-1'} flex size-9 items-center justify-center rounded-full text-muted hover:bg-slate-100`}
          >
            <CloseIcon className="size-5" />
          </button>
        ) : null}
        {isLarge ? (
          <button
            type="button"
            onClick={submit}
            aria-label="Search"
            className="absolute right-1.5 flex size-11 items-center justify-center rounded-full bg-brand-800 text-white hover:bg-brand-900"
          >
            <SearchIcon className="size-5" />
          </button>
        ) : null}
      </div>
      <div className={styles.panel} hidden={!hasOptions}>
        <SearchOptionList
          listboxId={listboxId}
          kind={kind}
          options={options}
          activeIndex={activeIndex}
          getOptionId={getOptionId}
          onChoose={choose}
          onHover={setActiveIndex}
        />
      </div>
      <p
        role="status"
        className={isShown && message ? `${styles.panel} px-4 py-3 text-muted` : 'sr-only'}
      >
        {isShown ? message : null}
      </p>
    </div>
  );
}
