import type { VisitQuestion } from '@fillwell/contracts';
import { VISIT_ANSWER_MAX_LENGTH } from '@fillwell/contracts';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { TextAreaField } from '@/components/ui/text-area-field';

interface VisitQuestionFieldProps {
  question: VisitQuestion;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

/** One question of the visit: answer choices as radios, or the person's own words. */
export function VisitQuestionField({ question, value, error, onChange }: VisitQuestionFieldProps) {
  if (question.kind === 'text') {
    return (
      <TextAreaField
        label={question.isRequired ? question.text : `${question.text} (optional)`}
        hint={question.hint}
        error={error}
        value={value}
        maxLength={VISIT_ANSWER_MAX_LENGTH}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }
  const legend = question.hint ? (
    <>
      {question.text}
      <span className="mt-1 block text-sm font-normal text-muted">{question.hint}</span>
    </>
  ) : (
    question.text
  );
  return (
    <ChoiceGroup
      legend={legend}
      legendSize="md"
      layout={question.options.length > 2 ? 'column' : 'row'}
      options={question.options.map((option) => ({ value: option, label: option }))}
      value={value || null}
      onChange={onChange}
      error={error}
    />
  );
}
