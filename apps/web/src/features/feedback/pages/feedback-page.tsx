import { useState, type FormEvent } from 'react';
import { Navigate, useParams } from 'react-router';
import { FEEDBACK_MESSAGES } from '@fillwell/contracts';
import { findFeedbackSurvey, type FeedbackSurvey } from '@fillwell/domain';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { PageFrame } from '@/components/ui/page-frame';
import { Spinner } from '@/components/ui/spinner';
import { TextAreaField } from '@/components/ui/text-area-field';
import { getErrorMessage, isHttpError } from '@/lib/api';
import { useAnswerFeedbackMutation, useGetFeedbackStatusQuery } from '../api';

export const FEEDBACK_THANKS = 'Thank you for your feedback.';

/** /feedback/{surveyName}: one score and a comment, answered once per session, then thanks. */
export function FeedbackPage() {
  const { surveyName = '' } = useParams();
  const survey = findFeedbackSurvey(surveyName);
  const status = useGetFeedbackStatusQuery(surveyName, { skip: !survey });
  if (!survey) return <Navigate to="/not-found" replace />;
  return (
    <PageFrame title={survey.title}>
      {status.currentData ? (
        <SurveyForm survey={survey} hasAnswered={status.currentData.hasAnswered} />
      ) : (
        <Spinner className="py-12" message="Loading…" />
      )}
    </PageFrame>
  );
}

function SurveyForm({ survey, hasAnswered }: { survey: FeedbackSurvey; hasAnswered: boolean }) {
  const [score, setScore] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [answer, { isLoading, isSuccess }] = useAnswerFeedbackMutation();

  if (hasAnswered || isSuccess) {
    return (
      <p role="status" className="mt-6 rounded-xl bg-brand-50 p-5 text-lg text-ink">
        {FEEDBACK_THANKS}
      </p>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (score === null) {
      setError(FEEDBACK_MESSAGES.scoreRequired);
      return;
    }
    setError(null);
    const result = await answer({ surveyName: survey.name, score, comment });
    if (result.error && !(isHttpError(result.error) && result.error.status === 409)) {
      setError(getErrorMessage(result.error));
    }
  }

  const scores = Array.from(
    { length: survey.maxScore - survey.minScore + 1 },
    (_, index) => survey.minScore + index,
  );
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mt-6 space-y-6">
      <FormAlert message={error} />
      <fieldset>
        <legend className="font-semibold text-ink">{survey.question}</legend>
        <div className="mt-3 flex flex-wrap gap-2">
          {scores.map((value) => (
            <label
              key={value}
              className="flex size-11 cursor-pointer items-center justify-center rounded-lg border border-slate-400 font-semibold text-ink has-checked:border-brand-800 has-checked:bg-brand-800 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-800"
            >
              <input
                type="radio"
                name="score"
                value={value}
                className="sr-only"
                checked={score === value}
                onChange={() => setScore(value)}
              />
              {value}
            </label>
          ))}
        </div>
        <p className="mt-2 flex justify-between text-sm text-muted">
          <span>
            {survey.minScore}: {survey.lowLabel}
          </span>
          <span>
            {survey.maxScore}: {survey.highLabel}
          </span>
        </p>
      </fieldset>
      <TextAreaField
        label="Tell us more (optional)"
        value={comment}
        maxLength={2000}
        onChange={(event) => setComment(event.target.value)}
      />
      <Button type="submit" disabled={isLoading}>
        {isLoading ? 'Sending…' : 'Send feedback'}
      </Button>
    </form>
  );
}
