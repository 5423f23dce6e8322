import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { FieldError } from './field-error';

export interface TextAreaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id'
> {
  label: ReactNode;
  hint?: string | null;
  error?: string | null;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled text area with its hint and error wired for assistive technology. */
export function TextAreaField({
  label,
  hint,
  error,
  className = '',
  ...props
}: TextAreaFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="font-semibold text-ink">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <textarea
        id={id}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`rounded-lg border bg-white px-3 py-2 text-base text-ink ${
          error ? 'border-red-700' : 'border-slate-400'
        }`}
        {...props}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
