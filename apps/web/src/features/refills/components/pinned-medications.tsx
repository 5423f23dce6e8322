import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { Link } from 'react-router';
import type { MyMed } from '@fillwell/contracts';
import { Button } from '@/components/ui/button';
import { FormAlert, FormNotice } from '@/components/ui/form-alert';
import { getErrorMessage } from '@/lib/api';
import { medicationUnpinned } from '../account-medications-slice';
import { useSetMedicationPinnedMutation } from '../api';
import { EMPTY_TEXTS, SECTION_TITLES } from '../refill-copy';
import { ACTION_LINK_CLASS, MedicationEntries } from './medication-entry';
import { MedicationSection } from './medication-section';

interface PinnedMedicationsProps {
  meds: MyMed[];
  highlighted: string | null;
}

/** The pinned list: each with its drug page and an unpin action. */
export function PinnedMedications({ meds, highlighted }: PinnedMedicationsProps) {
  const dispatch = useDispatch();
  const [setPinned, { isLoading }] = useSetMedicationPinnedMutation();
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function unpin(med: MyMed) {
    setFailure(null);
    const result = await setPinned({
      slug: med.slug,
      medId: med.medId,
      quantity: med.quantity,
      priceCategory: med.priceCategory,
      pinned: false,
    });
    if (result.error) {
      setFailure(getErrorMessage(result.error));
      return;
    }
    dispatch(medicationUnpinned(med.medNameId));
    setNotice(`${med.name} is no longer pinned.`);
  }

  return (
    <MedicationSection title={SECTION_TITLES.pinned}>
      {notice ? <FormNotice>{notice}</FormNotice> : null}
      <FormAlert message={failure} />
      {meds.length === 0 ? (
        <EmptyPinned />
      ) : (
        <MedicationEntries
          meds={meds}
          highlighted={highlighted}
          renderActions={(med) => (
            <>
              <Link to={`/${med.slug}`} className={ACTION_LINK_CLASS}>
                {`${med.name} prices`}
              </Link>
              <Button
                variant="secondary"
                disabled={isLoading}
                aria-label={`Unpin ${med.name}`}
                onClick={() => void unpin(med)}
              >
                Unpin
              </Button>
            </>
          )}
        />
      )}
    </MedicationSection>
  );
}

function EmptyPinned() {
  return (
    <div className="rounded-2xl bg-brand-50 p-4 text-ink">
      <p>{EMPTY_TEXTS.pinned}</p>
      <Link to="/" className="mt-2 inline-block font-semibold text-brand-800 underline">
        Search for a medication
      </Link>
    </div>
  );
}
