import { useState, type FormEvent } from 'react';
import {
  PHARMACY_PLUS_LIMITS,
  SURVEY_RATING_MAX,
  type ReverieSurvey,
  type SurveyQuestion,
} from '@fillwell/contracts';
import { Button } from '@/components/ui/button';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { FormAlert } from '@/components/ui/form-alert';
import { TextAreaField } from '@/components/ui/text-area-field';
import { getErrorMessage } from '@/lib/api';
import { useSubmitSurveyResponsesMutation } from '../api';

const RATINGS = Array.from({ length: SURVEY_RATING_MAX }, (_, index) => String(index + 1));

interface QuestionFieldProps {
  question: SurveyQuestion;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

function QuestionField({ question, value, error, onChange }: QuestionFieldProps) {
  if (question.kind === 'text') {
    return (
      <TextAreaField
        label={question.text}
        value={value}
        error={error}
        maxLength={PHARMACY_PLUS_LIMITS.surveyAnswerMax}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }
  const options = question.kind === 'rating' ? RATINGS : question.options;
  return (
    <ChoiceGroup
      legend={
        question.kind === 'rating' ? `${question.text} (1 to ${SURVEY_RATING_MAX})` : question.text
      }
      legendSize="md"
      layout={question.kind === 'rating' ? 'row' : 'column'}
      name={`question-${question.id}`}
      options={options.map((option) => ({ value: option, label: option }))}
      value={value || null}
      onChange={onChange}
      error={error}
    />
  );
}

/** One survey of the pharmacy: every question answered, then sent. */
export function SurveyForm({ survey, accountId }: { survey: ReverieSurvey; accountId: string }) {
  const [answers, setAnswers] = useState<Record<string, string>>(() =>
    Object.fromEntries(survey.responses.map((answer) => [answer.questionId, answer.value])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submit, { isLoading }] = useSubmitSurveyResponsesMutation();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const missing = Object.fromEntries(
      survey.questions
        .filter((question) => !answers[question.id]?.trim())
        .map((question) => [question.id, 'Please answer the question']),
    );
    setErrors(missing);
    if (Object.keys(missing).length) return;
    const responses = survey.questions.map((question) => ({
      questionId: question.id,
      value: (answers[question.id] ?? '').trim(),
    }));
    const result = await submit({ accountId, surveyId: survey.id, responses });
    if (result.error) setFailure(getErrorMessage(result.error));
  }

  return (
    <form
      noValidate
      aria-label={survey.title}
      className="flex flex-col gap-4"
      onSubmit={(event) => void handleSubmit(event)}
    >
      <h3 className="font-semibold text-ink">{survey.title}</h3>
      {survey.description ? <p className="text-muted">{survey.description}</p> : null}
      {survey.questions.map((question) => (
        <QuestionField
          key={question.id}
          question={question}
          value={answers[question.id] ?? ''}
          error={errors[question.id]}
          onChange={(value) => setAnswers((current) => ({ ...current, [question.id]: value }))}
        />
      ))}
      <FormAlert message={failure} />
      <Button type="submit" className="self-start" disabled={isLoading}>
        {isLoading ? 'Sending…' : 'Send answers'}
      </Button>
    </form>
  );
}
