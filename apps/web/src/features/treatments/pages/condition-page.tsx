import { Navigate, useParams } from 'react-router';
import { PRODUCT } from '@fillwell/domain';
import { Spinner } from '@/components/ui/spinner';
import { isHttpError, PageLoadFailure } from '@/lib/api';
import type { FirstScreenLoader } from '@/lib/first-screen';
import { treatmentsApi, useGetTelemedConditionQuery, useGetTreatmentMedsQuery } from '../api';
import { MedList } from '../components/med-list';
import { RequirementsList } from '../components/requirements-list';
import { VisitFacts } from '../components/visit-facts';

export const loadConditionFirstScreen: FirstScreenLoader = (dispatch, { params }) => {
  const conditionName = params.conditionName ?? '';
  return Promise.all([
    dispatch(treatmentsApi.endpoints.getTelemedCondition.initiate(conditionName)),
    dispatch(treatmentsApi.endpoints.getTreatmentMeds.initiate(conditionName)),
  ]);
};

/** /treatments/{conditionName}: the condition, its medications, how visits work, who they are for. */
export function ConditionPage() {
  const { conditionName = '' } = useParams();
  const condition = useGetTelemedConditionQuery(conditionName);
  const meds = useGetTreatmentMedsQuery(conditionName);
  const error = condition.error ?? meds.error;
  if (isHttpError(error) && error.status === 404) return <Navigate to="/not-found" replace />;
  if (error) return <PageLoadFailure error={error} />;
  if (!condition.currentData || !meds.currentData) {
    return <Spinner className="py-24" message="Loading treatments…" />;
  }
  const { currentData: info } = condition;
  return (
    <article className="mx-auto max-w-5xl space-y-12 px-4 py-8 sm:py-12">
      <title>{`${info.name} treatment online | ${PRODUCT.name}`}</title>
      <header className="space-y-3">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
          Online doctor visit
        </p>
        <h1 className="text-3xl font-extrabold text-ink sm:text-4xl">{info.name} treatment</h1>
        <p className="max-w-3xl text-lg text-muted">{info.description}</p>
        {info.isSubscription ? (
          <p className="text-ink">Also available as a monthly subscription, delivered free.</p>
        ) : null}
      </header>
      <section aria-labelledby="meds-title" className="space-y-4">
        <h2 id="meds-title" className="text-xl font-bold text-ink">
          Medications
        </h2>
        <MedList conditionSlug={info.slug} meds={meds.currentData} />
      </section>
      <VisitFacts visit={info.visit} />
      <section aria-labelledby="requirements-title" className="space-y-4">
        <h2 id="requirements-title" className="text-xl font-bold text-ink">
          Who can have an online visit
        </h2>
        <RequirementsList requirements={info.requirements} />
      </section>
    </article>
  );
}
