import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { PriceCategory } from '@fillwell/domain';
import { FormAlert } from '@/components/ui/form-alert';
import { getErrorMessage } from '@/lib/api';
import { useSetMedicationPinnedMutation } from '../api';
import { useMedicationPin } from '../use-medication-pin';

export interface PinMedicationButtonProps {
  slug: string;
  medId: number;
  quantity: number;
  priceCategory: PriceCategory;
  /** Whether the drug is pinned, each time that is known anew (null: not known yet). */
  onPinnedChange: (pinned: boolean | null) => void;
}

/** "Save to my medications" on a drug page, for signed-in people: pins the chosen dosage. */
export function PinMedicationButton({ onPinnedChange, ...choice }: PinMedicationButtonProps) {
  const pin = useMedicationPin(choice.slug);
  const [setPinned, { isLoading }] = useSetMedicationPinnedMutation();
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const knownPinned = pin.isKnown ? pin.isPinned : null;
  useEffect(() => onPinnedChange(knownPinned), [knownPinned, onPinnedChange]);
  if (!pin.isSignedIn) return null;

  async function toggle() {
    setFailure(null);
    const pinned = !pin.isPinned;
    const result = await setPinned({ ...choice, pinned });
    if (result.error) setFailure(getErrorMessage(result.error));
    else setNotice(pinned ? 'Saved to your medications.' : 'Removed from your medications.');
  }

  return (
    <div className="flex flex-col items-start gap-2">
      <button
        type="button"
        aria-pressed={pin.isPinned}
        disabled={!pin.isKnown || isLoading}
        onClick={() => void toggle()}
        className="inline-flex items-center gap-2 rounded-full border-2 border-brand-800 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60 aria-pressed:bg-brand-800 aria-pressed:text-white"
      >
        <span aria-hidden="true">{pin.isPinned ? '★' : '☆'}</span>
        Save to my medications
      </button>
      {notice ? (
        <p role="status" className="text-sm text-ink">
          {notice}{' '}
          <Link to="/account/medications" className="font-semibold text-brand-800 underline">
            Your Medications
          </Link>
        </p>
      ) : null}
      <FormAlert message={failure} />
    </div>
  );
}
