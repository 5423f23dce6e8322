import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { saveCardImage } from '../card-image';
import type { FillwellCard } from '../fillwell-card-slice';

/** "Print card" and "Save card image" (a PNG to keep in the phone's photos). */
export function CardActions({ card }: { card: FillwellCard }) {
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => window.print()}>
          Print card
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            setError(null);
            saveCardImage(card).catch((failure: unknown) =>
              setError(failure instanceof Error ? failure.message : String(failure)),
            );
          }}
        >
          Save card image
        </Button>
      </div>
      <FormAlert message={error} />
    </div>
  );
}
