import { useState } from 'react';
import { LIMITS } from '@fillwell/domain';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useSearchProvidersQuery } from '../api';
import { readProviderSearch, type TransferProvider } from '../transfer-rx-rules';
import { SearchResults } from './search-results';

interface ProviderSearchModalProps {
  onChoose: (provider: TransferProvider) => void;
  onClose: () => void;
}

/** search-modal-provider: the prescriber, by name or by a 5-digit ZIP code. */
export function ProviderSearchModal({ onChoose, onClose }: ProviderSearchModalProps) {
  const [text, setText] = useState('');
  const term = readProviderSearch(useDebouncedValue(text, LIMITS.searchDebounceMs));
  const search = useSearchProvidersQuery(term ?? '', { skip: !term });
  return (
    <Modal title="Find your doctor" isOpen onClose={onClose}>
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
                  detail: `${provider.specialty} · ${provider.address1}, ${provider.city}, ${provider.state}`,
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
