import { useId } from 'react';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { FieldError } from '@/components/ui/field-error';
import { StateSelectField } from '@/components/ui/state-select-field';
import { TextField } from '@/components/ui/text-field';
import type { EligibilityCheck, TreatmentStep } from '../api';
import { readDob, type Sex, type TreatmentAnswers } from '../treatment-answers';
import { RequirementsList } from './requirements-list';

type EligibilityStepData = Extract<TreatmentStep, { key: 'eligibility' }>;

interface EligibilityStepProps {
  step: EligibilityStepData;
  answers: TreatmentAnswers;
  onChange: (answers: TreatmentAnswers) => void;
  check: { result: EligibilityCheck | null; error: string | null; isChecking: boolean };
}

const SEX_OPTIONS = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
] as const;

const DOB_PARTS = [
  { part: 'month', label: 'Month', placeholder: 'MM', maxLength: 2, autoComplete: 'bday-month' },
  { part: 'day', label: 'Day', placeholder: 'DD', maxLength: 2, autoComplete: 'bday-day' },
  { part: 'year', label: 'Year', placeholder: 'YYYY', maxLength: 4, autoComplete: 'bday-year' },
] as const;

/** Step 2: the state, date of birth and sex, judged as they are answered. */
export function EligibilityStep({ step, answers, onChange, check }: EligibilityStepProps) {
  const dobErrorId = `${useId()}-dob-error`;
  const dob = readDob(answers.dob);
  const dobError = dob.kind === 'invalid' ? dob.message : null;
  return (
    <div className="space-y-6">
      <RequirementsList requirements={step.requirements} />
      <div className="space-y-5">
        <StateSelectField
          label="State you are in now"
          value={answers.state}
          onChange={(event) => onChange({ ...answers, state: event.target.value })}
          className="sm:max-w-xs"
        />
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 text-sm font-semibold text-ink">Date of birth</legend>
          <div className="grid grid-cols-[1fr_1fr_1.5fr] gap-3 sm:max-w-sm">
            {DOB_PARTS.map(({ part, ...field }) => (
              <TextField
                key={part}
                {...field}
                inputMode="numeric"
                value={answers.dob[part]}
                aria-invalid={dobError ? true : undefined}
                aria-describedby={dobError ? dobErrorId : undefined}
                onChange={(event) =>
                  onChange({
                    ...answers,
                    dob: { ...answers.dob, [part]: event.target.value.replace(/\D/g, '') },
                  })
                }
              />
            ))}
          </div>
          <FieldError id={dobErrorId} message={dobError} />
        </fieldset>
        <ChoiceGroup
          legend="Sex"
          value={answers.gender}
          onChange={(value) => onChange({ ...answers, gender: value as Sex })}
          options={SEX_OPTIONS}
        />
      </div>
      <EligibilityResult conditionName={step.condition.name} check={check} />
    </div>
  );
}

function EligibilityResult({
  conditionName,
  check,
}: {
  conditionName: string;
  check: EligibilityStepProps['check'];
}) {
  if (check.error) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-red-800">
        {check.error}
      </p>
    );
  }
  if (!check.result) {
    return check.isChecking ? (
      <p role="status" className="text-sm text-muted">
        Checking eligibility…
      </p>
    ) : null;
  }
  if (!check.result.isEligible) {
    return (
      <div role="alert" className="space-y-1 rounded-lg bg-red-50 px-4 py-3 text-red-800">
        {check.result.reasons.map((reason) => (
          <p key={reason}>{reason}</p>
        ))}
      </div>
    );
  }
  return (
    <p role="status" className="rounded-lg bg-brand-50 px-4 py-3 text-ink">
      Good news: an online doctor visit for {conditionName} is available to you.
    </p>
  );
}
