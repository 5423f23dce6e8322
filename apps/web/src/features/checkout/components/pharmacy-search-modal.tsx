import { useState } from 'react';
import type { PharmacyResult } from '@fillwell/contracts';
import { LIMITS } from '@fillwell/domain';
import { getZipCodeError, useSearchPharmaciesQuery } from '@/features/pharmacies/search';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { readPharmacySearch, type TransferPharmacy } from '../transfer-rx-rules';
import { SearchResults } from '@/components/ui/search-results';

interface PharmacySearchModalProps {
  onChoose: (pharmacy: TransferPharmacy) => void;
  onClose: () => void;
}

// The pharmacy directory is searched by place, not by name: the hint says so.
const HINT =
  'Search by ZIP code: enter the 5-digit ZIP code of the pharmacy that has your prescription.';

export function toTransferPharmacy(pharmacy: PharmacyResult): TransferPharmacy {
  const { street1, city, state, zipCode } = pharmacy.location.address;
  return {
    id: pharmacy.location.id,
    npi: pharmacy.npi,
    name: pharmacy.name,
    address: `${street1}, ${city}, ${state} ${zipCode}`,
    zipCode,
  };
}

/** search-modal-pharmacy: the pharmacy that has the prescription now, found by its ZIP code. */
export function PharmacySearchModal({ onChoose, onClose }: PharmacySearchModalProps) {
  const [text, setText] = useState('');
  const typed = useDebouncedValue(text, LIMITS.zipDebounceMs);
  const input = readPharmacySearch(typed);
  const zipCode = input.kind === 'zip' ? input.zipCode : null;
  const search = useSearchPharmaciesQuery({ zipCode: zipCode ?? '' }, { skip: !zipCode });
  const pharmacies = zipCode ? (search.data?.map(toTransferPharmacy) ?? null) : null;
  return (
    <Modal title="Find your current pharmacy" isOpen onClose={onClose}>
      <div className="flex flex-col gap-4">
        <TextField
          label="Pharmacy ZIP code"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={LIMITS.zipLength}
          value={text}
          hint={HINT}
          error={input.kind === 'not-zip' ? getZipCodeError(typed.trim()) : null}
          onChange={(event) => setText(event.target.value)}
        />
        <SearchResults
          label="Pharmacies"
          isSearching={Boolean(zipCode) && search.isFetching}
          error={zipCode ? search.error : null}
          entries={
            pharmacies?.map((pharmacy) => ({
              key: pharmacy.id,
              title: pharmacy.name,
              detail: pharmacy.address ?? '',
              onChoose: () => onChoose(pharmacy),
            })) ?? null
          }
        />
      </div>
    </Modal>
  );
}
