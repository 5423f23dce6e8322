import { useState, type ReactNode } from 'react';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { TELEMED_CATALOG_ERROR_CODES, type KnownPatient } from '@fillwell/contracts';
import { buildTreatmentStepPath, PRODUCT, type TreatmentSourceType } from '@fillwell/domain';
import { Button } from '@/components/ui/button';
import { BUTTON_STYLES } from '@/components/ui/button-styles';
import { Spinner } from '@/components/ui/spinner';
import { isHttpError, PageLoadFailure } from '@/lib/api';
import { useGetTreatmentStepQuery, type TreatmentStep } from '../api';
import { AboutStep } from '../components/about-step';
import { DosageStep } from '../components/dosage-step';
import { EligibilityStep } from '../components/eligibility-step';
import { findChosenOption, PurchaseStep } from '../components/purchase-step';
import { StepProgress } from '../components/step-progress';
import {
  EMPTY_ANSWERS,
  isAnswered,
  parseStepIndex,
  readSelectionParams,
  toInitialAnswers,
  toSearch,
  type SelectionParams,
  type TreatmentAnswers,
} from '../treatment-answers';
import { useAddWithVisit } from '../use-add-with-visit';
import { useEligibilityCheck } from '../use-eligibility-check';

/** /treatments/{conditionSlug}/{medSlug}/{stepIndex}: the treatment flow, one step a page. */
export function TreatmentStepPage() {
  const { conditionSlug = '', medSlug = '', stepIndex } = useParams();
  const step = parseStepIndex(stepIndex);
  if (step === null) return <Navigate to="/not-found" replace />;
  // One flow per medication: the answers start again for another one.
  return (
    <TreatmentFlow key={`${conditionSlug}/${medSlug}`} condition={conditionSlug} med={medSlug} />
  );
}

interface FlowProps {
  condition: string;
  med: string;
}

function TreatmentFlow({ condition, med }: FlowProps) {
  const { stepIndex } = useParams();
  const step = parseStepIndex(stepIndex) ?? 0;
  const [search, setSearch] = useSearchParams();
  const selection = readSelectionParams(search);
  const query = useGetTreatmentStepQuery({ condition, med, step, ...selection });
  // While a new choice is priced, the step on screen stays (only when it is this step).
  const shown =
    query.currentData ?? (query.data?.index === step && query.isFetching ? query.data : undefined);
  const [answers, setAnswers] = useState<TreatmentAnswers | null>(null);
  // What the server knew at the eligibility step stays the answers on the next step.
  const [known, setKnown] = useState<KnownPatient | undefined>(undefined);
  const shownKnown = shown?.key === 'eligibility' ? shown.known : undefined;
  if (shownKnown && shownKnown !== known) setKnown(shownKnown);
  const currentAnswers =
    answers ?? ((shownKnown ?? known) ? toInitialAnswers(shownKnown ?? known) : EMPTY_ANSWERS);
  // Kept here, above the steps, so the answer carries on to the last step.
  const eligibility = useEligibilityCheck(condition, currentAnswers);

  if (query.error && !query.isFetching) {
    return <StepFailure error={query.error} condition={condition} med={med} search={search} />;
  }
  if (!shown) return <Spinner className="py-24" message="Loading…" />;
  return (
    <StepView
      step={shown}
      selection={selection}
      answers={currentAnswers}
      onAnswers={setAnswers}
      eligibility={eligibility}
      onSelection={(next) => setSearch(toSearch({ ...selection, ...next }), { replace: true })}
    />
  );
}

function StepFailure({
  error,
  condition,
  med,
  search,
}: FlowProps & { error: unknown; search: URLSearchParams }) {
  if (isHttpError(error) && error.code === TELEMED_CATALOG_ERROR_CODES.notPrescribed) {
    return <NotPrescribed message={error.message} med={med} />;
  }
  if (isHttpError(error) && error.status === 404) return <Navigate to="/not-found" replace />;
  // A dosage or quantity in the address that does not fit: start from the defaults.
  if (isHttpError(error) && error.status === 400 && search.size > 0) {
    return <Navigate to={buildTreatmentStepPath(condition, med, 0)} replace />;
  }
  return <PageLoadFailure error={error} />;
}

function NotPrescribed({ message, med }: { message: string; med: string }) {
  return (
    <section className="mx-auto max-w-xl space-y-6 px-4 py-16 text-center">
      <title>{`Online doctor visit | ${PRODUCT.name}`}</title>
      <h1 className="text-2xl font-bold text-ink">Not available with an online visit</h1>
      <p role="alert" className="text-ink">
        {message}
      </p>
      <Link to={`/${encodeURIComponent(med)}`} className={BUTTON_STYLES.primary}>
        See prices with a prescription
      </Link>
    </section>
  );
}

interface StepViewProps {
  step: TreatmentStep;
  selection: SelectionParams;
  answers: TreatmentAnswers;
  onAnswers: (answers: TreatmentAnswers) => void;
  eligibility: ReturnType<typeof useEligibilityCheck>;
  onSelection: (selection: SelectionParams) => void;
}

function StepView(props: StepViewProps) {
  const { step, selection, answers, onAnswers, eligibility, onSelection } = props;
  const navigate = useNavigate();
  const isEligible = isAnswered(answers) && eligibility.result?.isEligible === true;
  const chosen = {
    ...selection,
    medId: selection.medId ?? step.selection.medId,
    quantity: selection.quantity ?? step.selection.quantity,
  };
  const pathOf = (index: number) =>
    buildTreatmentStepPath(step.condition.slug, step.med.slug, index) + toSearch(chosen);

  if (step.key === 'purchase' && !isEligible && !eligibility.isChecking) {
    return <Navigate to={pathOf(2)} replace />;
  }
  const backPath =
    step.previousStep === null ? `/treatments/${step.condition.slug}` : pathOf(step.previousStep);
  return (
    <article className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:py-12">
      <title>{`${step.med.name} for ${step.condition.name} | ${PRODUCT.name}`}</title>
      <header className="space-y-4">
        <Link
          to={`/treatments/${step.condition.slug}`}
          className="text-sm text-brand-800 underline"
        >
          {step.condition.name} treatments
        </Link>
        <h1 className="text-3xl font-extrabold text-ink">{step.med.name}</h1>
        <StepProgress index={step.index} percent={step.progressPercent} />
      </header>
      <section aria-labelledby="step-title" className="space-y-5">
        <h2 id="step-title" className="text-xl font-bold text-ink">
          {step.title}
        </h2>
        {renderStep(step, { answers, onAnswers, eligibility, onSelection, chosen })}
      </section>
      <nav aria-label="Treatment steps" className="flex flex-wrap items-center gap-3 pt-2">
        <Link to={backPath} className={BUTTON_STYLES.secondary}>
          Back
        </Link>
        {step.key === 'purchase' ? (
          <PurchaseAction step={step} chosenType={chosen.sourceType} answers={answers} />
        ) : (
          <Button
            className="disabled:cursor-not-allowed disabled:opacity-50"
            disabled={step.key === 'eligibility' && !isEligible}
            onClick={() => void navigate(pathOf(step.nextStep ?? step.index))}
          >
            Continue
          </Button>
        )}
      </nav>
    </article>
  );
}

interface StepParts {
  answers: TreatmentAnswers;
  onAnswers: (answers: TreatmentAnswers) => void;
  eligibility: ReturnType<typeof useEligibilityCheck>;
  onSelection: (selection: SelectionParams) => void;
  chosen: SelectionParams & { medId: number; quantity: number };
}

function renderStep(step: TreatmentStep, parts: StepParts): ReactNode {
  switch (step.key) {
    case 'about':
      return <AboutStep step={step} />;
    case 'dosage':
      return <DosageStep step={step} chosen={parts.chosen} onChange={parts.onSelection} />;
    case 'eligibility':
      return (
        <EligibilityStep
          step={step}
          answers={parts.answers}
          onChange={parts.onAnswers}
          check={parts.eligibility}
        />
      );
    case 'purchase':
      return (
        <PurchaseStep
          step={step}
          chosenType={parts.chosen.sourceType}
          onChoose={(sourceType: TreatmentSourceType) =>
            parts.onSelection({ ...parts.chosen, sourceType })
          }
        />
      );
  }
}

type PurchaseStepData = Extract<TreatmentStep, { key: 'purchase' }>;

/** Add to the cart with a visit, or go on to the subscription cart. */
function PurchaseAction({
  step,
  chosenType,
  answers,
}: {
  step: PurchaseStepData;
  chosenType: TreatmentSourceType | undefined;
  answers: TreatmentAnswers;
}) {
  const cart = useAddWithVisit();
  const option = findChosenOption(step.options, chosenType);
  if (!option) return null;
  const purchase = {
    priceId: step.selection.price.priceId,
    medId: step.selection.medId,
    answers,
  };
  return (
    <>
      {option.sourceType === 'subscription' ? (
        <Link to={option.nextPath} className={BUTTON_STYLES.primary}>
          Continue to subscription
        </Link>
      ) : (
        <Button disabled={cart.isAdding} onClick={() => void cart.add(purchase)}>
          {cart.isAdding ? 'Adding…' : 'Add to cart with doctor visit'}
        </Button>
      )}
      {cart.error ? (
        <div role="alert" className="basis-full space-y-2 text-sm font-medium text-red-700">
          <p>{cart.error}</p>
          {cart.hasConflict ? (
            <Button variant="secondary" onClick={() => void cart.add(purchase, true)}>
              Replace my cart&apos;s items
            </Button>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
