import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A checkbox with its label beside it. */
export function CheckboxField({ label, className = '', ...inputProps }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={`flex items-start gap-2 ${className}`}>
      <input id={id} type="checkbox" className="mt-1 size-4 accent-brand-700" {...inputProps} />
      <label htmlFor={id} className="text-ink">
        {label}
      </label>
    </div>
  );
}
