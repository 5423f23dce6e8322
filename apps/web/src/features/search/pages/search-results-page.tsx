import { Link, useSearchParams } from 'react-router';
import { SEARCH_MESSAGES } from '@fillwell/contracts';
import { PageFrame } from '@/components/ui/page-frame';
import { RetryNotice } from '@/components/ui/retry-notice';
import { Spinner } from '@/components/ui/spinner';
import { useListSearchResultsQuery } from '../api';
import { MedicationSearchBox } from '../components/medication-search-box';
import { isSearchableTerm, normalizeSearchTerm } from '../search-rules';

/** /search?q=: the medications matching what was searched, each linking to its drug page. */
export function SearchResultsPage() {
  const [params] = useSearchParams();
  const text = (params.get('q') ?? '').trim();
  return (
    <PageFrame title={text ? `Search results for “${text}”` : 'Search results'}>
      <MedicationSearchBox landmarkLabel="Search again" size="large" className="mt-6" />
      <section aria-label="Matching medications" className="mt-8">
        <SearchResults term={normalizeSearchTerm(text)} />
      </section>
    </PageFrame>
  );
}

function SearchResults({ term }: { term: string }) {
  const isSearchable = isSearchableTerm(term);
  const { currentData, isError, refetch } = useListSearchResultsQuery(term, {
    skip: !isSearchable,
  });
  if (!isSearchable) return <p className="text-ink">{SEARCH_MESSAGES.tooShort}</p>;
  if (isError) {
    return <RetryNotice message="We couldn't search right now." onRetry={() => void refetch()} />;
  }
  if (!currentData) return <Spinner className="py-12" message="Searching…" />;
  if (!currentData.length) return <p className="text-ink">{SEARCH_MESSAGES.noResults}</p>;
  return (
    <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {currentData.map((result) => (
        <li key={result.slug}>
          <Link
            to={`/${result.slug}`}
            className="flex flex-col px-4 py-3 hover:bg-brand-50 focus-visible:bg-brand-50"
          >
            <span className="font-semibold text-brand-800">{result.name}</span>
            {result.alternateName ? (
              <span className="text-sm text-muted">{result.alternateName}</span>
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
