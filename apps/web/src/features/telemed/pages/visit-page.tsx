import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import type { Visit } from '@fillwell/contracts';
import {
  CHECKOUT_MESSAGES,
  getConsultationDestination,
  VISIT_PAGE_SUFFIXES,
} from '@fillwell/domain';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage, isHttpError } from '@/lib/api';
import { useGetVisitQuery, useSubmitVisitAnswersMutation } from '../api';
import { LoadProblem } from '../components/load-problem';
import { TelemedPage } from '../components/telemed-page';
import { VisitQuestionField } from '../components/visit-question-field';
import { buildAnswers, findMissingAnswers, listShownQuestions } from '../visit-form-rules';

const TITLE = 'Your online doctor visit';
const MISSING_MESSAGE = 'Please answer the questions marked above.';

/** /visit/{consultationId}: the built-in visit's questionnaire. */
export function VisitPage() {
  const { consultationId = '' } = useParams();
  const { data, error } = useGetVisitQuery(consultationId, { refetchOnMountOrArgChange: true });
  if (data) return <VisitContent visit={data} />;
  return (
    <TelemedPage title={TITLE}>
      {error ? (
        <LoadProblem error={error} />
      ) : (
        <Spinner className="py-16" message="Loading your visit…" />
      )}
    </TelemedPage>
  );
}

function VisitContent({ visit }: { visit: Visit }) {
  const { consultation } = visit;
  const status = consultation.status.value;
  if (status === 'not_eligible') {
    return (
      <TelemedPage title={TITLE}>
        <FormAlert message={CHECKOUT_MESSAGES.notEligibleForVisit} />
      </TelemedPage>
    );
  }
  if (status !== 'incomplete') {
    const to = getConsultationDestination({ link: consultation.link, status });
    return <Navigate to={to} replace />;
  }
  return <VisitQuestionnaire visit={visit} />;
}

function VisitQuestionnaire({ visit }: { visit: Visit }) {
  const { consultation, questions } = visit;
  const navigate = useNavigate();
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submit, { isLoading }] = useSubmitVisitAnswersMutation();

  function answer(questionId: string, value: string) {
    setAnswers((current) => ({ ...current, [questionId]: value }));
    setErrors(({ [questionId]: _answered, ...others }) => others);
  }

  async function send(event: FormEvent) {
    event.preventDefault();
    const missing = findMissingAnswers(questions, answers);
    setErrors(missing);
    if (Object.keys(missing).length) return setFormError(MISSING_MESSAGE);
    setFormError(null);
    const result = await submit({
      consultationId: consultation.consultationId,
      answers: buildAnswers(questions, answers),
    });
    if (!result.error) {
      await navigate(`${consultation.link}${VISIT_PAGE_SUFFIXES.confirmation}`);
      return;
    }
    if (isHttpError(result.error)) setErrors(result.error.validationErrors);
    setFormError(getErrorMessage(result.error));
  }

  return (
    <TelemedPage title={TITLE}>
      <div className="flex flex-col gap-2 text-ink">
        <p className="text-lg">
          {consultation.condition.name}
          {consultation.medication ? `: ${consultation.medication.name}` : ''}
        </p>
        <p>
          Answer a few questions about your health. A visit takes 5 minutes, and a doctor reviews it
          within 24 hours.
        </p>
      </div>
      <form
        aria-label="Visit questions"
        noValidate
        className="flex flex-col gap-6"
        onSubmit={(event) => void send(event)}
      >
        {listShownQuestions(questions, answers).map((question) => (
          <VisitQuestionField
            key={question.id}
            question={question}
            value={answers[question.id] ?? ''}
            error={errors[question.id]}
            onChange={(value) => answer(question.id, value)}
          />
        ))}
        <FormAlert message={formError} />
        <Button type="submit" className="self-stretch sm:self-start" disabled={isLoading}>
          {isLoading ? 'Sending…' : 'Send to the doctor'}
        </Button>
      </form>
    </TelemedPage>
  );
}
