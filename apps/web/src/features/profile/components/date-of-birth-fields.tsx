import { useId } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { FieldError } from '@/components/ui/field-error';
import { TextField } from '@/components/ui/text-field';
import { DATE_PART_LENGTHS, type BasicInfoValues } from '../basic-info-rules';

interface DateOfBirthFieldsProps {
  register: UseFormRegister<BasicInfoValues>;
  error?: string;
}

const PARTS = [
  {
    name: 'dob.month',
    label: 'Month',
    placeholder: 'MM',
    autoComplete: 'bday-month',
    maxLength: DATE_PART_LENGTHS.month,
  },
  {
    name: 'dob.day',
    label: 'Day',
    placeholder: 'DD',
    autoComplete: 'bday-day',
    maxLength: DATE_PART_LENGTHS.day,
  },
  {
    name: 'dob.year',
    label: 'Year',
    placeholder: 'YYYY',
    autoComplete: 'bday-year',
    maxLength: DATE_PART_LENGTHS.year,
  },
] as const;

/** Month, day and year inputs under one legend, with one message for the date. */
export function DateOfBirthFields({ register, error }: DateOfBirthFieldsProps) {
  const errorId = `${useId()}-error`;
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-sm font-semibold text-ink">Date of birth</legend>
      <div className="grid grid-cols-[1fr_1fr_1.5fr] gap-3 sm:max-w-sm">
        {PARTS.map((part) => (
          <TextField
            key={part.name}
            label={part.label}
            inputMode="numeric"
            placeholder={part.placeholder}
            autoComplete={part.autoComplete}
            maxLength={part.maxLength}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            // The message belongs to the whole date: re-check it when any part changes.
            {...register(part.name, { deps: 'dob' })}
          />
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
