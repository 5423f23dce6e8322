import { Link } from 'react-router';
import { buildTreatmentStepPath, PRODUCT } from '@fillwell/domain';
import { BUTTON_STYLES } from '@/components/ui/button-styles';
import type { FirstScreenLoader } from '@/lib/first-screen';
import { treatmentsApi, useGetTreatmentMedsQuery } from '../api';

const CONDITION = 'seasonal-allergies';

const SYMPTOMS = [
  'Sneezing and a runny or stuffy nose',
  'Itchy, watery or red eyes',
  'An itchy nose, mouth or throat',
  'Coughing from postnasal drip',
] as const;

export const loadSeasonalAllergiesFirstScreen: FirstScreenLoader = (dispatch) =>
  dispatch(treatmentsApi.endpoints.getTreatmentMeds.initiate(CONDITION));

/** /conditions/seasonal-allergies: what seasonal allergies are, and where to get treated. */
export function SeasonalAllergiesPage() {
  const { currentData: meds } = useGetTreatmentMedsQuery(CONDITION);
  return (
    <article className="mx-auto max-w-3xl space-y-8 px-4 py-8 sm:py-12">
      <title>{`Seasonal allergies | ${PRODUCT.name}`}</title>
      <header className="space-y-3">
        <h1 className="text-3xl font-extrabold text-ink sm:text-4xl">Seasonal allergies</h1>
        <p className="text-lg text-muted">
          Seasonal allergies, also called hay fever or allergic rhinitis, are the body&apos;s
          reaction to pollen from trees in spring, grasses in summer and weeds in autumn. They are
          common, and for most people they come back at the same time every year.
        </p>
      </header>
      <section aria-labelledby="symptoms-title" className="space-y-3">
        <h2 id="symptoms-title" className="text-xl font-bold text-ink">
          Common symptoms
        </h2>
        <ul className="list-disc space-y-1 pl-6 text-ink">
          {SYMPTOMS.map((symptom) => (
            <li key={symptom}>{symptom}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="relief-title" className="space-y-3">
        <h2 id="relief-title" className="text-xl font-bold text-ink">
          Getting relief
        </h2>
        <p className="text-ink">
          Antihistamine tablets, steroid nasal sprays and leukotriene blockers all ease symptoms.
          Starting treatment a couple of weeks before your season begins works best. A licensed
          doctor can prescribe the right one for you after a short online visit.
        </p>
        {meds?.length ? (
          <ul className="flex flex-wrap gap-2">
            {meds.map((med) => (
              <li key={med.slug}>
                <Link
                  to={buildTreatmentStepPath(CONDITION, med.slug, 0)}
                  className="inline-block rounded-full bg-brand-50 px-3 py-1 text-brand-900 ring-1 ring-brand-200 hover:bg-brand-100"
                >
                  {med.name} <span className="text-muted">{med.fromPrice}</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        <Link to={`/treatments/${CONDITION}`} className={BUTTON_STYLES.primary}>
          See seasonal allergy treatments
        </Link>
      </section>
      <p className="text-sm text-muted">
        This page is for general information and is not medical advice. See a doctor in person if
        you have trouble breathing, wheezing or a high fever.
      </p>
    </article>
  );
}
