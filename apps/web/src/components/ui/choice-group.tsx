import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from './field-error';

export interface ChoiceOption {
  value: string;
  label: ReactNode;
}

/** Either a react-hook-form field, or a value the caller holds. */
type ChoiceBinding =
  | { registration: UseFormRegisterReturn; name?: never; value?: never; onChange?: never }
  | {
      registration?: never;
      /** Shared by groups that together make one choice. */
      name?: string;
      value: string | null;
      onChange: (value: string) => void;
    };

export type ChoiceGroupProps = ChoiceBinding & {
  legend: ReactNode;
  /** sm: a form field's label; md: a question; lg: a section's heading. */
  legendSize?: keyof typeof LEGEND_SIZES;
  options: readonly ChoiceOption[];
  /** row: short labels side by side; column: longer ones stacked. */
  layout?: keyof typeof LAYOUTS;
  error?: string;
};

const LEGEND_SIZES = { sm: 'mb-1 text-sm', md: 'mb-1', lg: 'mb-2 text-lg' } as const;
const LAYOUTS = { row: 'flex flex-wrap gap-3', column: 'flex flex-col gap-2' } as const;

/** Radios drawn as cards under one legend, the chosen card highlighted, with the group's error. */
export function ChoiceGroup(props: ChoiceGroupProps) {
  const { legend, legendSize = 'sm', options, layout = 'row', error } = props;
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-invalid={error ? true : undefined}
      aria-describedby={errorId}
    >
      <legend className={`font-semibold text-ink ${LEGEND_SIZES[legendSize]}`}>{legend}</legend>
      <div className={LAYOUTS[layout]}>
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-w-28 cursor-pointer items-start gap-3 rounded-lg border border-slate-400 px-3 py-2 text-ink has-checked:border-brand-800 has-checked:bg-brand-50"
          >
            <input
              type="radio"
              value={option.value}
              className="mt-1 size-4 shrink-0 accent-brand-700"
              {...bindRadio(props, id, option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

function bindRadio(
  binding: ChoiceBinding,
  fallbackName: string,
  value: string,
): InputHTMLAttributes<HTMLInputElement> | UseFormRegisterReturn {
  if (binding.registration) return binding.registration;
  const { name = fallbackName, onChange } = binding;
  return { name, checked: binding.value === value, onChange: () => onChange(value) };
}
