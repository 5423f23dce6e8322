import type { TelemedCondition } from '../api';

interface VisitFactsProps {
  visit: TelemedCondition['visit'];
  headingLevel?: 'h2' | 'h3';
}

/** How an online visit works: its steps, the review time, its length and its fee. */
export function VisitFacts({ visit, headingLevel: Heading = 'h2' }: VisitFactsProps) {
  return (
    <section aria-labelledby="visit-how-title" className="space-y-4">
      <Heading id="visit-how-title" className="text-xl font-bold text-ink">
        How it works
      </Heading>
      <ol className="grid gap-4 sm:grid-cols-3">
        {visit.steps.map((step, index) => (
          <li key={step.title} className="rounded-2xl border border-slate-200 p-4">
            <p className="text-sm font-semibold text-brand-800">Step {index + 1}</p>
            <p className="mt-1 font-semibold text-ink">{step.title}</p>
            <p className="mt-1 text-sm text-muted">{step.detail}</p>
          </li>
        ))}
      </ol>
      <ul className="flex flex-wrap gap-3 text-sm">
        <Fact label="Doctor review" value={`within ${visit.doctorReviewHours} hours`} />
        <Fact label="A visit takes" value={`${visit.visitMinutes} minutes`} />
        <Fact label="Consultation fee" value={visit.consultationFee.displayValue} />
      </ul>
    </section>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <li className="rounded-full bg-brand-50 px-4 py-2 text-ink">
      {label}: <strong className="font-semibold">{value}</strong>
    </li>
  );
}
