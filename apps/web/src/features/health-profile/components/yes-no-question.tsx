import { useId } from 'react';

interface YesNoQuestionProps {
  question: string;
  value: boolean | null;
  onChange: (value: boolean) => void;
}

const CHOICES = [
  { label: 'Yes', value: true },
  { label: 'No', value: false },
] as const;

/** A question answered with a Yes or No radio. */
export function YesNoQuestion({ question, value, onChange }: YesNoQuestionProps) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-semibold text-ink">{question}</legend>
      <div className="flex gap-3">
        {CHOICES.map((choice) => (
          <label
            key={choice.label}
            className="flex min-w-24 items-center gap-2 rounded-lg border border-slate-400 px-3 py-2 text-ink has-[:checked]:border-brand-800 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              name={name}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="size-4 accent-brand-700"
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
