import { useId, useState } from 'react';
import { ChoiceGroup } from './choice-group';
import { FieldError } from './field-error';

export const OTHER_REASON = 'Other';

export interface ReasonPickerProps {
  reasons: readonly string[];
  choice: string | null;
  otherText: string;
  error: string | null;
  onChoose: (choice: string) => void;
  onOtherTextChange: (text: string) => void;
  legend?: string;
}

/** A listed reason, or 'Other' with the person's own words. */
export function ReasonPicker(props: ReasonPickerProps) {
  const { reasons, choice, error, legend = 'Why are you cancelling?' } = props;
  return (
    <>
      <ChoiceGroup
        legend={legend}
        layout="column"
        options={reasons.map((reason) => ({ value: reason, label: reason }))}
        value={choice}
        onChange={props.onChoose}
        error={choice === OTHER_REASON ? undefined : (error ?? undefined)}
      />
      {choice === OTHER_REASON ? (
        <OtherReasonField
          value={props.otherText}
          onChange={props.onOtherTextChange}
          error={error}
        />
      ) : null}
    </>
  );
}

/** The reason to send: the chosen one, or for 'Other' the words typed. */
export function resolveReason(choice: string | null, otherText: string): string {
  return choice === OTHER_REASON ? otherText : (choice ?? '');
}

/**
 * The picker's state: the choice, the words for 'Other' and the reason's error (cleared by a new
 * choice). Spread `pickerProps` into a ReasonPicker.
 */
export function useReasonChoice() {
  const [choice, setChoice] = useState<string | null>(null);
  const [otherText, setOtherText] = useState('');
  const [error, setError] = useState<string | null>(null);
  return {
    choice,
    otherText,
    reason: resolveReason(choice, otherText),
    setError,
    pickerProps: {
      choice,
      otherText,
      error,
      onChoose: (value: string) => {
        setChoice(value);
        setError(null);
      },
      onOtherTextChange: setOtherText,
    },
  };
}

interface OtherReasonFieldProps {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}

function OtherReasonField({ value, onChange, error }: OtherReasonFieldProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        Tell us more
      </label>
      <textarea
        id={id}
        rows={3}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        className={`rounded-lg border bg-white px-3 py-2 text-base text-ink ${
          error ? 'border-red-700' : 'border-slate-400'
        }`}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
