import { useState, type FormEvent } from 'react';
import { PHARMACY_PLUS_LIMITS, type ReverieOrder } from '@fillwell/contracts';
import { Button } from '@/components/ui/button';
import { FormAlert, FormNotice } from '@/components/ui/form-alert';
import { TextAreaField } from '@/components/ui/text-area-field';
import { getErrorMessage } from '@/lib/api';
import { useSaveSpecialInstructionsMutation } from '../api';

/** A note for the pharmacy with this order. */
export function SpecialInstructionsForm({ order }: { order: ReverieOrder }) {
  const [text, setText] = useState(order.specialInstructions ?? '');
  const [failure, setFailure] = useState<string | null>(null);
  const [isSaved, setIsSaved] = useState(false);
  const [save, { isLoading }] = useSaveSpecialInstructionsMutation();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    setIsSaved(false);
    const result = await save({ orderId: order.id, patientId: order.patientId, text: text.trim() });
    if (result.error) setFailure(getErrorMessage(result.error));
    else setIsSaved(true);
  }

  return (
    <form
      aria-label="Special instructions"
      className="flex flex-col gap-3"
      onSubmit={(event) => void handleSubmit(event)}
    >
      <TextAreaField
        label="Special instructions for your pharmacy (optional)"
        value={text}
        maxLength={PHARMACY_PLUS_LIMITS.specialInstructionsMax}
        onChange={(event) => {
          setText(event.target.value);
          setIsSaved(false);
        }}
      />
      <FormAlert message={failure} />
      {isSaved ? <FormNotice>Instructions saved.</FormNotice> : null}
      <Button type="submit" variant="secondary" className="self-start" disabled={isLoading}>
        {isLoading ? 'Saving…' : 'Save instructions'}
      </Button>
    </form>
  );
}
