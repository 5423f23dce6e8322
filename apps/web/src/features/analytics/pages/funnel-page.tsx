import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { PageFrame } from '@/components/ui/page-frame';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { getErrorMessage } from '@/lib/api';
import { useGetFunnelQuery } from '../api';
import { FunnelTable } from '../components/funnel-table';

/** /insights/funnel: search → drug page → cart → checkout → paid, per day and UTM source. */
export function FunnelPage() {
  const [params, setParams] = useSearchParams();
  const from = params.get('from') ?? undefined;
  const to = params.get('to') ?? undefined;
  const { data, error, isFetching } = useGetFunnelQuery(
    { ...(from ? { from } : {}), ...(to ? { to } : {}) },
    { refetchOnMountOrArgChange: true },
  );
  const [draft, setDraft] = useState({ from: from ?? '', to: to ?? '' });

  function applyRange(event: FormEvent) {
    event.preventDefault();
    const next = new URLSearchParams();
    if (draft.from) next.set('from', draft.from);
    if (draft.to) next.set('to', draft.to);
    setParams(next);
  }

  return (
    <PageFrame title="Funnel" isWide>
      <p className="mt-2 text-muted">
        Visits that searched, opened a drug page, added to the cart, started checkout and paid, each
        day (UTC) by the UTM source they arrived with.
      </p>
      <form onSubmit={applyRange} className="mt-4 flex flex-wrap items-end gap-3">
        <TextField
          label="From"
          type="date"
          value={draft.from || data?.from || ''}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
        />
        <TextField
          label="To"
          type="date"
          value={draft.to || data?.to || ''}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
        />
        <Button type="submit">Show</Button>
      </form>
      {error ? (
        <div className="mt-4">
          <FormAlert message={getErrorMessage(error)} />
        </div>
      ) : null}
      {isFetching && !data ? <Spinner className="py-6" message="Loading the funnel…" /> : null}
      {data ? <FunnelTable rows={data.rows} /> : null}
    </PageFrame>
  );
}
