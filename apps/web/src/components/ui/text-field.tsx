import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { FieldError } from './field-error';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  /** The one message shown under the field; marks the field invalid. */
  error?: string | null;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
  /** Hides the label visually (it still names the field). */
  isLabelHidden?: boolean;
  /** Announces the error as it appears (for checks that run while typing). */
  isErrorAnnounced?: boolean;
}

/** A labelled input with its hint and error wired for assistive technology. */
export function TextField({
  label,
  error,
  hint,
  isLabelHidden = false,
  isErrorAnnounced = false,
  className = '',
  ...inputProps
}: TextFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex min-w-0 flex-col gap-1 ${className}`}>
      <label htmlFor={id} className={isLabelHidden ? 'sr-only' : 'text-sm font-semibold text-ink'}>
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`rounded-lg border bg-white px-3 py-2 text-base text-ink disabled:bg-slate-100 disabled:text-muted ${
          error ? 'border-red-700' : 'border-slate-400'
        }`}
        {...inputProps}
      />
      {hint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} isAnnounced={isErrorAnnounced} />
    </div>
  );
}
