import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { searchApi } from './api';
import { normalizeSearchTerm, toSearchOption, type SearchOption } from './search-rules';
import { getSearchTarget } from './search-target';

type SearchDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/** The suggestions for a term, from the cache when searched before; none when the search fails. */
async function loadMatches(dispatch: SearchDispatch, term: string): Promise<SearchOption[]> {
  const request = dispatch(searchApi.endpoints.searchMedications.initiate(term));
  try {
    return (await request.unwrap()).map(toSearchOption);
  } catch {
    // The results page searches again and says what went wrong.
    return [];
  } finally {
    request.unsubscribe();
  }
}

/**
 * Submits typed text: opens the best match's drug page, or the results page when the text does
 * not name one drug. `settledMatches` are the suggestions already shown for exactly this text.
 */
export function useSearchSubmit() {
  const dispatch = useDispatch<SearchDispatch>();
  const navigate = useNavigate();
  return useCallback(
    async (text: string, settledMatches?: readonly SearchOption[]) => {
      const matches = settledMatches ?? (await loadMatches(dispatch, normalizeSearchTerm(text)));
      await navigate(getSearchTarget(text, matches));
    },
    [dispatch, navigate],
  );
}
