import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { FieldError } from './field-error';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'children'
> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** A first, empty choice (value "") that asks the user to pick one. */
  emptyOption?: string;
  /** The one message shown under the field; marks the field invalid. */
  error?: string | null;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled select with its error wired for assistive technology. */
export function SelectField({
  label,
  options,
  emptyOption,
  error,
  className = '',
  ...selectProps
}: SelectFieldProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={`flex min-w-0 flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        className={`rounded-lg border bg-white px-3 py-2 text-base text-ink ${
          error ? 'border-red-700' : 'border-slate-400'
        }`}
        {...selectProps}
      >
        {emptyOption === undefined ? null : <option value="">{emptyOption}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
