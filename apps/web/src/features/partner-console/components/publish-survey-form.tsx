import { useState, type FormEvent } from 'react';
import {
  publishSurveyRequestSchema,
  type PublishSurveyRequest,
  type SurveyQuestionKind,
} from '@fillwell/contracts';
import { Button } from '@/components/ui/button';
import { FormAlert, FormNotice } from '@/components/ui/form-alert';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { getErrorMessage } from '@/lib/api';
import { usePublishSurveyMutation } from '../api';

interface QuestionDraft {
  text: string;
  kind: SurveyQuestionKind;
  /** Choices, one per line. */
  options: string;
}

const KIND_OPTIONS = [
  { value: 'rating', label: 'Rating from 1 to 5' },
  { value: 'choice', label: 'One of several choices' },
  { value: 'text', label: 'Written answer' },
];

const EMPTY_QUESTION: QuestionDraft = { text: '', kind: 'rating', options: '' };

/** The survey to publish, as the API takes it. */
export function toPublishRequest(
  title: string,
  description: string,
  questions: QuestionDraft[],
): PublishSurveyRequest {
  return {
    title: title.trim(),
    description: description.trim() || null,
    questions: questions.map((question) => ({
      text: question.text.trim(),
      kind: question.kind,
      ...(question.kind === 'choice'
        ? {
            options: question.options
              .split(',')
              .map((o) => o.trim())
              .filter(Boolean),
          }
        : {}),
    })),
  };
}

/** A survey for the pharmacy's patients: a title and its questions; published at once. */
export function PublishSurveyForm() {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [questions, setQuestions] = useState<QuestionDraft[]>([EMPTY_QUESTION]);
  const [failure, setFailure] = useState<string | null>(null);
  const [published, setPublished] = useState<string | null>(null);
  const [publish, { isLoading }] = usePublishSurveyMutation();

  function changeQuestion(index: number, change: Partial<QuestionDraft>) {
    setQuestions((current) =>
      current.map((question, at) => (at === index ? { ...question, ...change } : question)),
    );
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    setPublished(null);
    const request = toPublishRequest(title, description, questions);
    const check = publishSurveyRequestSchema.safeParse(request);
    if (!check.success)
      return setFailure(check.error.issues[0]?.message ?? 'Please check the survey');
    const result = await publish(request);
    if (result.error) return setFailure(getErrorMessage(result.error));
    setPublished(result.data.title);
    setTitle('');
    setDescription('');
    setQuestions([EMPTY_QUESTION]);
  }

  return (
    <form
      noValidate
      aria-label="Publish a survey"
      className="flex flex-col gap-4"
      onSubmit={(event) => void handleSubmit(event)}
    >
      <TextField label="Survey title" value={title} onChange={(e) => setTitle(e.target.value)} />
      <TextField
        label="Description (optional)"
        value={description}
        onChange={(e) => setDescription(e.target.value)}
      />
      {questions.map((question, index) => (
        <fieldset
          key={index}
          className="flex flex-col gap-3 rounded-xl border border-slate-200 p-3"
        >
          <legend className="px-1 font-semibold text-ink">Question {index + 1}</legend>
          <TextField
            label={`Question ${index + 1} text`}
            value={question.text}
            onChange={(e) => changeQuestion(index, { text: e.target.value })}
          />
          <SelectField
            label={`Question ${index + 1} answer`}
            options={KIND_OPTIONS}
            value={question.kind}
            onChange={(e) => changeQuestion(index, { kind: e.target.value as SurveyQuestionKind })}
          />
          {question.kind === 'choice' ? (
            <TextField
              label={`Question ${index + 1} choices`}
              hint="Separated by commas"
              value={question.options}
              onChange={(e) => changeQuestion(index, { options: e.target.value })}
            />
          ) : null}
        </fieldset>
      ))}
      <Button
        variant="quiet"
        className="self-start"
        onClick={() => setQuestions((current) => [...current, EMPTY_QUESTION])}
      >
        + Add a question
      </Button>
      <FormAlert message={failure} />
      {published ? <FormNotice>“{published}” was published to your patients.</FormNotice> : null}
      <Button type="submit" className="self-start" disabled={isLoading}>
        {isLoading ? 'Publishing…' : 'Publish survey'}
      </Button>
    </form>
  );
}
