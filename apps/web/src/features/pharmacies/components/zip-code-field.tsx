import { useId } from 'react';
import { LIMITS } from '@fillwell/domain';
import { limitZipCodeInput } from '../zip-code';

interface ZipCodeFieldProps {
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}

export function ZipCodeField({ value, error, onChange }: ZipCodeFieldProps) {
  const inputId = useId();
  const errorId = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputId} className="text-sm font-semibold text-ink">
        ZIP code
      </label>
      <input
        id={inputId}
        type="text"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={LIMITS.zipLength}
        value={value}
        onChange={(event) => onChange(limitZipCodeInput(event.target.value))}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="w-32 rounded-lg border border-slate-400 px-3 py-2 text-base text-ink aria-invalid:border-red-700"
      />
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
