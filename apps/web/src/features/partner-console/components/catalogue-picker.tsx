import { useState } from 'react';
import type { PartnerCatalogueResponse } from '@fillwell/contracts';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useSearchPartnerCatalogueQuery } from '../api';

type Drug = PartnerCatalogueResponse['drugs'][number];
export type CatalogueMedication = Drug['medications'][number] & { drugName: string };

const MIN_QUERY_LENGTH = 2;

/** Finds a medication in the catalogue by name; choosing a strength hands it on. */
export function CataloguePicker({
  onChoose,
}: {
  onChoose: (medication: CatalogueMedication) => void;
}) {
  const [query, setQuery] = useState('');
  const debounced = useDebouncedValue(query.trim(), 300);
  const isSearching = debounced.length >= MIN_QUERY_LENGTH;
  const { data, isFetching } = useSearchPartnerCatalogueQuery(debounced, { skip: !isSearching });
  return (
    <div className="flex flex-col gap-3">
      <TextField
        label="Medication"
        hint="Type at least 2 letters of its name"
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {isSearching && isFetching ? <p className="text-sm text-muted">Searching…</p> : null}
      {isSearching && data && !data.length ? (
        <p className="text-sm text-muted">No results found.</p>
      ) : null}
      {isSearching && data?.length ? (
        <ul className="flex flex-col gap-2" aria-label="Catalogue results">
          {data.slice(0, 5).map((drug) => (
            <li key={drug.medNameId} className="rounded-lg border border-slate-200 p-2">
              <p className="font-semibold text-ink">{drug.name}</p>
              <div className="mt-1 flex flex-wrap gap-2">
                {drug.medications.map((medication) => (
                  <Button
                    key={medication.medId}
                    variant="secondary"
                    onClick={() => onChoose({ ...medication, drugName: drug.name })}
                  >
                    {drug.name} {medication.description}
                  </Button>
                ))}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
