import { skipToken } from '@reduxjs/toolkit/query/react';
import type { PharmacyResult } from '@fillwell/contracts';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api';
import { useSearchPharmaciesQuery, type PharmacySearchArgs } from '../api';
import { PHARMACY_MESSAGES } from '@fillwell/contracts';
import { describeUnavailablePrice } from '../pharmacy-list-rules';
import { PharmacyList } from './pharmacy-list';

interface PharmacyResultsProps {
  search: PharmacySearchArgs | null;
  selectedId: string | null;
  onSelect: (pharmacy: PharmacyResult) => void;
  initialCount?: number;
}

/** The pharmacies found for a search: loading, a failure, none nearby, or the list. */
export function PharmacyResults({
  search,
  selectedId,
  onSelect,
  initialCount,
}: PharmacyResultsProps) {
  const { currentData, error, isFetching } = useSearchPharmaciesQuery(search ?? skipToken);
  if (!search) return null;
  if (isFetching && !currentData) return <Spinner message="Finding pharmacies near you…" />;
  if (error) {
    return (
      <p role="alert" className="text-red-700">
        {getErrorMessage(error)}
      </p>
    );
  }
  if (!currentData) return null;
  if (currentData.length === 0) {
    return <p className="text-muted">{PHARMACY_MESSAGES.noneNearby}</p>;
  }
  return (
    <PharmacyList
      key={search.zipCode}
      label={`Pharmacies near ${search.zipCode}`}
      pharmacies={currentData}
      selectedId={selectedId}
      onSelect={onSelect}
      {...(initialCount === undefined ? {} : { initialCount })}
      unavailableText={search.priceCategory ? describeUnavailablePrice(search.priceCategory) : null}
    />
  );
}
