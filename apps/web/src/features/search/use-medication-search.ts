import { useEffect } from 'react';
import { LIMITS } from '@fillwell/domain';
import { useSelector } from 'react-redux';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useSearchMedicationsQuery } from './api';
import { selectRecentlyViewed, type WithSearch } from './search-slice';
import {
  getSearchBoxContent,
  isSearchableTerm,
  normalizeSearchTerm,
  type SearchBoxContent,
} from './search-rules';

/** Debounced, cached medication suggestions for what is typed; failures are logged only. */
export function useMedicationSearch(text: string): SearchBoxContent {
  const term = normalizeSearchTerm(text);
  const debouncedTerm = useDebouncedValue(term, LIMITS.searchDebounceMs);
  const recentlyViewed = useSelector((state: WithSearch) => selectRecentlyViewed(state));
  const isSettled = debouncedTerm === term;
  const { currentData, data, isError, error } = useSearchMedicationsQuery(debouncedTerm, {
    skip: !isSearchableTerm(debouncedTerm),
  });

  useEffect(() => {
    if (isError) console.error('Medication search failed', error);
  }, [isError, error]);

  return getSearchBoxContent({
    term,
    currentResults: isSettled ? currentData : undefined,
    latestResults: data,
    hasFailed: isSettled && isError,
    recentlyViewed,
  });
}
