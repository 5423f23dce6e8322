import { useId } from 'react';
import type { DrugQuantity } from '@fillwell/contracts';
import { useCustomQuantity } from '../use-custom-quantity';

interface CustomQuantityFieldProps {
  slug: string;
  medId: number;
  onFound: (quantity: DrugQuantity) => void;
}

export function CustomQuantityField({ slug, medId, onFound }: CustomQuantityFieldProps) {
  const inputId = useId();
  const messageId = useId();
  const { text, change, error, isLooking } = useCustomQuantity({ slug, medId, onFound });
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={inputId} className="text-sm font-semibold text-ink">
        Other quantity
      </label>
      <input
        id={inputId}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder="e.g. 45"
        value={text}
        onChange={(event) => change(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? messageId : undefined}
        className="rounded-lg border border-slate-400 px-3 py-2 text-base text-ink aria-invalid:border-red-700"
      />
      {error ? (
        <p id={messageId} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {isLooking ? (
        <p role="status" className="text-sm text-muted">
          Checking the price…
        </p>
      ) : null}
    </div>
  );
}
