import { FormAlert } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api';
import { useGetSurveyAnswersQuery } from '../api';

/** Each patient's answers to one survey. */
export function SurveyAnswers({ surveyId }: { surveyId: string }) {
  const { data, error } = useGetSurveyAnswersQuery(surveyId);
  if (error) return <FormAlert message={getErrorMessage(error)} />;
  if (!data) return <Spinner className="py-4" />;
  if (!data.answers.length) return <p className="text-muted">No answers yet.</p>;
  const questionText = new Map(
    data.survey.questions.map((question) => [question.id, question.text]),
  );
  return (
    <ul className="flex flex-col gap-3" aria-label={`Answers to ${data.survey.title}`}>
      {data.answers.map((answer) => (
        <li key={answer.patient.id} className="rounded-xl bg-slate-50 p-3">
          <p className="font-semibold text-ink">
            {answer.patient.firstName} {answer.patient.lastName}
          </p>
          <dl className="mt-1 text-ink">
            {answer.responses.map((response) => (
              <div key={response.questionId}>
                <dt className="text-sm text-muted">{questionText.get(response.questionId)}</dt>
                <dd>{response.value}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}
