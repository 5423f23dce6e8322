import { useState } from 'react';
import type { VisitDecision } from '@fillwell/domain';
import { CHAT_MESSAGE_MAX_LENGTH } from '@fillwell/contracts';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { getErrorMessage } from '@/lib/api';
import { useDecideVisitMutation } from '../api';
import { TextAreaField } from '@/components/ui/text-area-field';

const NOTE_REQUIRED = 'Please write a note for the patient';

/** Prescribe or decline, always with a note the patient reads. */
export function DecisionForm({ consultationId }: { consultationId: string }) {
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [decideVisit, { isLoading }] = useDecideVisitMutation();

  async function decide(decision: VisitDecision) {
    setFormError(null);
    if (!note.trim()) return setNoteError(NOTE_REQUIRED);
    const result = await decideVisit({ consultationId, decision, note: note.trim() });
    if (result.error) setFormError(getErrorMessage(result.error));
  }

  return (
    <form
      aria-label="Your decision"
      className="flex flex-col gap-4"
      onSubmit={(event) => event.preventDefault()}
    >
      <TextAreaField
        label="Note to the patient"
        hint="The patient reads it with your decision: how to take the medication, or why not."
        value={note}
        error={noteError}
        rows={5}
        maxLength={CHAT_MESSAGE_MAX_LENGTH}
        onChange={(event) => {
          setNote(event.target.value);
          setNoteError(null);
        }}
      />
      <FormAlert message={formError} />
      <div className="flex flex-wrap gap-3">
        <Button disabled={isLoading} onClick={() => void decide('prescribed')}>
          Prescribe
        </Button>
        <Button
          variant="secondary"
          disabled={isLoading}
          onClick={() => void decide('not_prescribed')}
        >
          Decline
        </Button>
      </div>
    </form>
  );
}
