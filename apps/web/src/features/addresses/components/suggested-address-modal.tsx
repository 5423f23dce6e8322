import { useId, useState } from 'react';
import type { AddressSuggestion, SaveAddressRequest } from '@fillwell/contracts';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { formatAddressLines } from '../address-rules';

export interface SuggestedAddressModalProps {
  original: SaveAddressRequest;
  suggestions: readonly AddressSuggestion[];
  isSaving: boolean;
  error: string | null;
  onEditOriginal: () => void;
  onAccept: (suggestion: AddressSuggestion) => void;
}

const ORIGINAL = 'original';

/** "Original address" or one of the "Suggested addresses"; only a suggestion can be accepted. */
export function SuggestedAddressModal({
  original,
  suggestions,
  isSaving,
  error,
  onEditOriginal,
  onAccept,
}: SuggestedAddressModalProps) {
  const groupName = useId();
  const [choice, setChoice] = useState<string | null>(null);
  const chosen = choice === null || choice === ORIGINAL ? undefined : suggestions[Number(choice)];

  return (
    <Modal
      title="Suggested Address"
      description="We couldn't match your address exactly. Choose the address to ship to."
      isOpen
      onClose={onEditOriginal}
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (chosen) onAccept(chosen);
        }}
      >
        <AddressChoices
          legend="Original address"
          name={groupName}
          options={[{ value: ORIGINAL, lines: formatAddressLines(original) }]}
          choice={choice}
          onChoose={setChoice}
        />
        <AddressChoices
          legend="Suggested addresses"
          name={groupName}
          options={suggestions.map((suggestion, index) => ({
            value: String(index),
            lines: formatAddressLines({ ...suggestion, address2: original.address2 ?? null }),
          }))}
          choice={choice}
          onChoose={setChoice}
        />
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onEditOriginal}>
            Edit Original Address
          </Button>
          <Button type="submit" disabled={!chosen || isSaving}>
            {isSaving ? 'Processing…' : 'Accept Suggestion'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

interface AddressChoicesProps {
  legend: string;
  name: string;
  options: ReadonlyArray<{ value: string; lines: [string, string] }>;
  choice: string | null;
  onChoose: (value: string) => void;
}

function AddressChoices({ legend, name, options, choice, onChoose }: AddressChoicesProps) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold text-ink">{legend}</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className="flex items-start gap-3 rounded-lg border border-slate-400 px-3 py-2 text-ink has-[:checked]:border-brand-800 has-[:checked]:bg-brand-50"
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={choice === option.value}
            onChange={() => onChoose(option.value)}
            className="mt-1 size-4 accent-brand-700"
          />
          <span className="flex flex-col">
            <span>{option.lines[0]}</span>
            <span>{option.lines[1]}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
