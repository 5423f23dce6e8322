import type { DrugQuantity } from '@fillwell/contracts';
import { TextField } from '@/components/ui/text-field';
import { useCustomQuantity } from '../use-custom-quantity';

interface CustomQuantityFieldProps {
  slug: string;
  medId: number;
  onFound: (quantity: DrugQuantity) => void;
}

export function CustomQuantityField({ slug, medId, onFound }: CustomQuantityFieldProps) {
  const { text, change, error, isLooking } = useCustomQuantity({ slug, medId, onFound });
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <TextField
        label="Other quantity"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder="e.g. 45"
        value={text}
        onChange={(event) => change(event.target.value)}
        error={error}
        isErrorAnnounced
      />
      {isLooking ? (
        <p role="status" className="text-sm text-muted">
          Checking the price…
        </p>
      ) : null}
    </div>
  );
}
