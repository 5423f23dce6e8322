import { FormAlert } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api';
import { useGetSurveysQuery } from '../api';
import { SurveyForm } from './survey-form';

/** The pharmacy's surveys: open ones to answer, answered ones thanked for. */
export function SurveysSection({ accountId }: { accountId: string }) {
  const { data, error } = useGetSurveysQuery();
  if (error) return <FormAlert message={getErrorMessage(error)} />;
  if (!data) return <Spinner className="py-4" />;
  if (!data.length) return <p className="text-muted">Your pharmacy has no surveys for you.</p>;
  return (
    <ul className="flex flex-col gap-6">
      {data.map((survey) => (
        <li key={survey.id}>
          {survey.isCompleted ? (
            <p className="text-ink">
              <span className="font-semibold">{survey.title}</span>: thank you for your answers.
            </p>
          ) : (
            <SurveyForm survey={survey} accountId={accountId} />
          )}
        </li>
      ))}
    </ul>
  );
}
