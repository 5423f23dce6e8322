import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { ParticipatingPharmacies, ParticipatingPharmacyQuery } from '@fillwell/contracts';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { getErrorMessage } from '@/lib/api';
import { useListParticipatingPharmaciesQuery } from '../api';
import { PharmacyAddressList } from './pharmacy-address-list';

const ZIP_PREFIX = /^\d{3,5}$/;

/** The directory filter held in the address, so a search can be shared and reloaded. */
function readFilter(params: URLSearchParams): ParticipatingPharmacyQuery {
  const page = Number(params.get('page') ?? '1');
  return {
    chain: params.get('chain') || undefined,
    state: params.get('state') || undefined,
    zipCode: params.get('zip') || undefined,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The participating pharmacies, searched by chain, state and ZIP code, with their counts. */
export function ParticipatingPharmacySearch() {
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params);
  const { currentData: list, error, isFetching } = useListParticipatingPharmaciesQuery(filter);

  function choose(changes: Record<string, string>) {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries({ ...changes, page: '' })) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true, preventScrollReset: true });
  }

  function goToPage(page: number) {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    setParams(next, { preventScrollReset: true });
  }

  return (
    <section aria-labelledby="directory-title" className="mt-10 min-h-[40rem]">
      <h2 id="directory-title" className="text-xl font-bold text-ink">
        Find a participating pharmacy
      </h2>
      <DirectoryFilters filter={filter} list={list} onChoose={choose} />
      {error ? <p className="mt-6 text-red-800">{getErrorMessage(error)}</p> : null}
      {!list && !error ? <Spinner className="py-12" message="Loading pharmacies…" /> : null}
      {list ? <DirectoryResults list={list} isFetching={isFetching} onPage={goToPage} /> : null}
    </section>
  );
}

interface DirectoryFiltersProps {
  filter: ParticipatingPharmacyQuery;
  list: ParticipatingPharmacies | undefined;
  onChoose: (changes: Record<string, string>) => void;
}

function DirectoryFilters({ filter, list, onChoose }: DirectoryFiltersProps) {
  const [zip, setZip] = useState(filter.zipCode ?? '');
  const [zipError, setZipError] = useState<string | null>(null);

  function submitZip(event: FormEvent) {
    event.preventDefault();
    const value = zip.trim();
    if (value && !ZIP_PREFIX.test(value)) {
      setZipError('Enter the first 3 to 5 digits of a ZIP code');
      return;
    }
    setZipError(null);
    onChoose({ zip: value });
  }

  const withCounts = (counts: ParticipatingPharmacies['chains']) =>
    counts.map(({ value, label, count }) => ({ value, label: `${label} (${count})` }));
  return (
    <div className="mt-4 grid gap-4 sm:grid-cols-3">
      <SelectField
        label="Chain"
        emptyOption="All chains"
        options={withCounts(list?.chains ?? [])}
        value={filter.chain ?? ''}
        onChange={(event) => onChoose({ chain: event.target.value })}
      />
      <SelectField
        label="State"
        emptyOption="All states"
        options={withCounts(list?.states ?? [])}
        value={filter.state ?? ''}
        onChange={(event) => onChoose({ state: event.target.value })}
      />
      <form onSubmit={submitZip} className="flex items-end gap-2">
        <TextField
          label="ZIP code"
          inputMode="numeric"
          maxLength={5}
          value={zip}
          error={zipError}
          onChange={(event) => setZip(event.target.value)}
          className="min-w-0 flex-1"
        />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>
    </div>
  );
}

interface DirectoryResultsProps {
  list: ParticipatingPharmacies;
  isFetching: boolean;
  onPage: (page: number) => void;
}

function DirectoryResults({ list, isFetching, onPage }: DirectoryResultsProps) {
  return (
    <div aria-busy={isFetching} className="mt-6">
      <p role="status" className="font-semibold text-ink">
        {list.total === 1 ? '1 pharmacy' : `${list.total.toLocaleString('en-US')} pharmacies`}
      </p>
      <div className="mt-3">
        <PharmacyAddressList pharmacies={list.results} />
      </div>
      {list.pageCount > 1 ? (
        <nav aria-label="Pages" className="mt-4 flex items-center justify-between">
          <Button
            variant="secondary"
            disabled={list.page <= 1}
            onClick={() => onPage(list.page - 1)}
          >
            Previous
          </Button>
          <span className="text-sm text-muted">
            Page {list.page} of {list.pageCount}
          </span>
          <Button
            variant="secondary"
            disabled={list.page >= list.pageCount}
            onClick={() => onPage(list.page + 1)}
          >
            Next
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
