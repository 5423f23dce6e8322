import { useState } from 'react';
import { PARTNER_CONSOLE_PATH } from '@fillwell/domain';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api';
import { useGetPartnerSurveysQuery } from '../api';
import { ConsoleCard, ConsolePage } from '../components/console-page';
import { PublishSurveyForm } from '../components/publish-survey-form';
import { SurveyAnswers } from '../components/survey-answers';
import { formatDateTime } from '../partner-format';

/** /partner/surveys: publish a survey to the pharmacy's patients and read their answers. */
export function PartnerSurveysPage() {
  const { data, error } = useGetPartnerSurveysQuery(undefined, { refetchOnMountOrArgChange: true });
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <ConsolePage
      title="Surveys"
      back={{ to: PARTNER_CONSOLE_PATH, label: 'Back to patients and orders' }}
    >
      <ConsoleCard title="Publish a survey">
        <PublishSurveyForm />
      </ConsoleCard>
      <ConsoleCard title="Published surveys">
        {error ? <FormAlert message={getErrorMessage(error)} /> : null}
        {!data && !error ? <Spinner className="py-4" /> : null}
        {data && !data.length ? <p className="text-muted">No surveys yet.</p> : null}
        <ul className="flex flex-col gap-3">
          {data?.map((survey) => (
            <li
              key={survey.id}
              className="flex flex-col gap-2 rounded-xl border border-slate-200 p-3"
            >
              <p className="font-semibold text-ink">{survey.title}</p>
              <p className="text-sm text-muted">
                Published {formatDateTime(survey.publishedOn)} · {survey.responseCount} answered
              </p>
              <Button
                variant="secondary"
                className="self-start"
                aria-expanded={openId === survey.id}
                onClick={() => setOpenId(openId === survey.id ? null : survey.id)}
              >
                {openId === survey.id ? 'Hide answers' : `Read answers to ${survey.title}`}
              </Button>
              {openId === survey.id ? <SurveyAnswers surveyId={survey.id} /> : null}
            </li>
          ))}
        </ul>
      </ConsoleCard>
    </ConsolePage>
  );
}
