import { useState } from 'react';
import type { PharmacyResult } from '@fillwell/contracts';
import { PREFERRED_TEXT } from '../preferred-pharmacy-rules';
import { PreferredPharmacyModal } from './preferred-pharmacy-modal';

/** The "Preferred" mark of a pharmacy in a list; it opens the preferred-pharmacy modal. */
export function PreferredPharmacyMark({ pharmacy }: { pharmacy: PharmacyResult }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setIsOpen(true)}
        aria-label={PREFERRED_TEXT.markLabel(pharmacy.name)}
        data-modal="preferred-pharmacy"
        className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-ink underline-offset-2 hover:underline"
      >
        <span aria-hidden="true">★</span> {PREFERRED_TEXT.mark}
      </button>
      <PreferredPharmacyModal
        locationId={pharmacy.location.id}
        pharmacyName={pharmacy.name}
        isOpen={isOpen}
        onClose={() => setIsOpen(false)}
      />
    </>
  );
}
