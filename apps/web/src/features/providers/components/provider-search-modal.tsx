import { useState } from 'react';
import { LIMITS } from '@fillwell/domain';
import { Modal } from '@/components/ui/modal';
import { SearchResults } from '@/components/ui/search-results';
import { TextField } from '@/components/ui/text-field';
import { useUserLocation } from '@/features/location';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useFindProvidersQuery } from '../api';
import {
  describeProvider,
  readProviderSearch,
  type ChosenProvider,
  type PatientPlace,
} from '../provider-search-rules';

export interface ProviderSearchModalProps {
  onChoose: (provider: ChosenProvider) => void;
  onClose: () => void;
  /** Where the patient is (e.g. their pickup pharmacy); else their known location. */
  near?: PatientPlace;
  title?: string;
}

/** The patient's place: the one given, else the visitor's location, for nearby doctors first. */
function usePatientPlace(near: PatientPlace | undefined): PatientPlace {
  const { location } = useUserLocation();
  if (near) return near;
  return { zipCode: location?.zipCode ?? null, state: location?.stateCode ?? null };
}

/** search-modal-provider: the prescriber, by name or by a 5-digit ZIP code, nearby ones first. */
export function ProviderSearchModal({
  onChoose,
  onClose,
  near,
  title = 'Find your doctor',
}: ProviderSearchModalProps) {
  const [text, setText] = useState('');
  const term = readProviderSearch(useDebouncedValue(text, LIMITS.searchDebounceMs));
  const place = usePatientPlace(near);
  const search = useFindProvidersQuery(
    { search: term ?? '', zipCode: place.zipCode ?? undefined, state: place.state ?? undefined },
    { skip: !term },
  );
  return (
    <Modal title={title} isOpen onClose={onClose}>
      <div className="flex flex-col gap-4">
        <TextField
          label="Doctor's name or ZIP code"
          value={text}
          maxLength={50}
          hint="Type at least 3 characters."
          onChange={(event) => setText(event.target.value)}
        />
        <SearchResults
          label="Doctors"
          isSearching={Boolean(term) && search.isFetching}
          error={term ? search.error : null}
          entries={
            term && search.data
              ? search.data.map((provider) => ({
                  key: String(provider.providerId),
                  title: provider.fullName,
                  detail: describeProvider(provider),
                  onChoose: () =>
                    onChoose({ providerId: provider.providerId, fullName: provider.fullName }),
                }))
              : null
          }
        />
      </div>
    </Modal>
  );
}
