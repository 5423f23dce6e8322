import { useId } from 'react';
import type { PharmacyResult } from '@fillwell/contracts';
import { DISCOUNT_CARD_NOTE, formatDistance } from '../pharmacy-list-rules';
import { isPreferredMarkShown } from '../preferred-pharmacy-rules';
import { PreferredPharmacyMark } from './preferred-pharmacy-mark';

interface PharmacyRowProps {
  pharmacy: PharmacyResult;
  groupName: string;
  isSelected: boolean;
  onSelect: (pharmacy: PharmacyResult) => void;
  /** Said instead of a price where the pharmacy does not sell at the asked price; unselectable. */
  unavailableText: string | null;
}

function formatAddress(address: PharmacyResult['location']['address']): string {
  const { street1, street2, city, state, zipCode } = address;
  const street = street2 ? `${street1}, ${street2}` : street1;
  return `${street}, ${city}, ${state} ${zipCode}`;
}

/** One pharmacy as a choice: name and price as its label; address and distance described. */
export function PharmacyRow({
  pharmacy,
  groupName,
  isSelected,
  onSelect,
  unavailableText,
}: PharmacyRowProps) {
  const id = useId();
  const distance = formatDistance(pharmacy.location.distance);
  const isUnavailable = !pharmacy.price && unavailableText !== null;
  const labelIds = pharmacy.price || isUnavailable ? `${id}-name ${id}-price` : `${id}-name`;
  const isMarked = isPreferredMarkShown(pharmacy);
  return (
    <li className="relative">
      <label
        className={`flex items-start gap-3 rounded-xl border p-3 ${isMarked ? 'pb-10' : ''} ${
          isUnavailable ? 'cursor-not-allowed bg-slate-50' : 'cursor-pointer'
        } ${isSelected ? 'border-brand-800 bg-brand-50 ring-1 ring-brand-800' : 'border-slate-200'}`}
      >
        <input
          type="radio"
          name={groupName}
          value={pharmacy.location.id}
          checked={isSelected}
          disabled={isUnavailable}
          onChange={() => onSelect(pharmacy)}
          aria-labelledby={labelIds}
          aria-describedby={`${id}-address`}
          className="mt-1 size-4 accent-brand-800"
        />
        <span className="flex min-w-0 flex-1 flex-col">
          <span id={`${id}-name`} className="font-semibold text-ink">
            {pharmacy.name}
          </span>
          <span id={`${id}-address`} className="text-sm text-muted">
            {formatAddress(pharmacy.location.address)}
            {distance ? <span className="block">{distance}</span> : null}
          </span>
        </span>
        {pharmacy.price ? (
          <span id={`${id}-price`} className="flex flex-col items-end text-right">
            <span className="font-bold whitespace-nowrap text-ink">
              {pharmacy.price.displayValue}
            </span>
            {pharmacy.price.category === 'magic' ? (
              <>
                {' '}
                <span className="text-xs text-muted">{DISCOUNT_CARD_NOTE}</span>
              </>
            ) : null}
          </span>
        ) : null}
        {isUnavailable ? (
          <span id={`${id}-price`} className="max-w-32 text-right text-sm text-muted">
            {unavailableText}
          </span>
        ) : null}
      </label>
      {isMarked ? (
        <span className="absolute bottom-3 left-10">
          <PreferredPharmacyMark pharmacy={pharmacy} />
        </span>
      ) : null}
    </li>
  );
}
