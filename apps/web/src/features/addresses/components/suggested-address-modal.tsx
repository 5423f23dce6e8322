import { useId, useState } from 'react';
import type { AddressSuggestion, SaveAddressRequest } from '@fillwell/contracts';
import { Button } from '@/components/ui/button';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { FormAlert } from '@/components/ui/form-alert';
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
        <ChoiceGroup
          legend="Original address"
          layout="column"
          name={groupName}
          options={[
            { value: ORIGINAL, label: <AddressLines lines={formatAddressLines(original)} /> },
          ]}
          value={choice}
          onChange={setChoice}
        />
        <ChoiceGroup
          legend="Suggested addresses"
          layout="column"
          name={groupName}
          options={suggestions.map((suggestion, index) => ({
            value: String(index),
            label: (
              <AddressLines
                lines={formatAddressLines({ ...suggestion, address2: original.address2 ?? null })}
              />
            ),
          }))}
          value={choice}
          onChange={setChoice}
        />
        <FormAlert message={error} />
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

function AddressLines({ lines }: { lines: [string, string] }) {
  return (
    <span className="flex flex-col">
      <span>{lines[0]}</span>
      <span>{lines[1]}</span>
    </span>
  );
}
