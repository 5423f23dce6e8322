import { useId, useState } from 'react';
import type { PharmacyResult } from '@fillwell/contracts';
import { LIMITS } from '@fillwell/domain';
import { getVisiblePharmacies, hasHiddenPharmacies } from '../pharmacy-list-rules';
import { PharmacyRow } from './pharmacy-row';

interface PharmacyListProps {
  label: string;
  pharmacies: readonly PharmacyResult[];
  selectedId: string | null;
  onSelect: (pharmacy: PharmacyResult) => void;
  /** Said instead of a price where a pharmacy does not sell at the asked price. */
  unavailableText?: string | null;
  /** How many show before 'See More Pharmacies' (ten by default). */
  initialCount?: number;
}

/**
 * Ten pharmacies (or `initialCount`), then all of them after 'See More Pharmacies', in a
 * scrolling box.
 */
export function PharmacyList({
  label,
  pharmacies,
  selectedId,
  onSelect,
  unavailableText = null,
  initialCount = LIMITS.pharmacyListDefault,
}: PharmacyListProps) {
  const [isExpanded, setIsExpanded] = useState(false);
  const groupName = useId();
  const visible = getVisiblePharmacies(pharmacies, isExpanded, initialCount);
  return (
    <div>
      <fieldset>
        <legend className="sr-only">{label}</legend>
        <ul
          className="space-y-2 overflow-y-auto pr-1"
          style={{ maxHeight: LIMITS.pharmacyListMaxHeightPx }}
        >
          {visible.map((pharmacy) => (
            <PharmacyRow
              key={pharmacy.location.id}
              pharmacy={pharmacy}
              groupName={groupName}
              isSelected={pharmacy.location.id === selectedId}
              onSelect={onSelect}
              unavailableText={unavailableText}
            />
          ))}
        </ul>
      </fieldset>
      {hasHiddenPharmacies(pharmacies.length, isExpanded, initialCount) ? (
        <button
          type="button"
          onClick={() => setIsExpanded(true)}
          className="mt-3 font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
        >
          See More Pharmacies
        </button>
      ) : null}
    </div>
  );
}
