import type { TreatmentStep } from '../api';
import { VisitFacts } from './visit-facts';

type AboutStepData = Extract<TreatmentStep, { key: 'about' }>;

/** Step 0: what the medication is and how the online visit works. */
export function AboutStep({ step }: { step: AboutStepData }) {
  const { med, selection } = step;
  return (
    <div className="space-y-6">
      <dl className="grid gap-3 sm:grid-cols-2">
        <div className="rounded-2xl bg-slate-50 p-4">
          <dt className="text-sm font-semibold text-muted">What it treats</dt>
          <dd className="mt-1 text-ink">{med.commonUses}</dd>
        </div>
        <div className="rounded-2xl bg-slate-50 p-4">
          <dt className="text-sm font-semibold text-muted">Type of medication</dt>
          <dd className="mt-1 text-ink">{step.drugClass}</dd>
        </div>
        <div className="rounded-2xl bg-slate-50 p-4">
          <dt className="text-sm font-semibold text-muted">Price with home delivery</dt>
          <dd className="mt-1 text-ink">
            <strong className="font-semibold">{med.fromPrice}</strong> ({selection.displayDosage},{' '}
            {selection.displayQuantity}: {selection.price.displayValue})
          </dd>
        </div>
        <div className="rounded-2xl bg-slate-50 p-4">
          <dt className="text-sm font-semibold text-muted">{step.condition.name}</dt>
          <dd className="mt-1 text-ink">{step.conditionDescription}</dd>
        </div>
      </dl>
      <VisitFacts visit={step.visit} headingLevel="h3" />
    </div>
  );
}
