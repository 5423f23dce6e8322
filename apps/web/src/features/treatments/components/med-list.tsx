import { Link } from 'react-router';
import type { TreatmentMedSummary } from '@fillwell/contracts';
import { buildTreatmentStepPath } from '@fillwell/domain';
import { BUTTON_STYLES } from '@/components/ui/button-styles';

interface MedListProps {
  conditionSlug: string;
  meds: readonly TreatmentMedSummary[];
}

/** The medications a condition's visit prescribes, each with its "from" price. */
export function MedList({ conditionSlug, meds }: MedListProps) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {meds.map((med) => (
        <li key={med.slug} className="flex flex-col rounded-2xl border border-slate-200 p-5">
          <h3 className="text-lg font-bold text-ink">{med.name}</h3>
          <p className="text-sm text-muted">
            {med.isBrand ? `Brand of ${med.genericName}` : 'Generic'}
            {med.isSubscriptionEligible ? ' · Monthly subscription available' : ''}
          </p>
          <p className="mt-3 text-2xl font-extrabold text-brand-800">{med.fromPrice}</p>
          <Link
            to={buildTreatmentStepPath(conditionSlug, med.slug, 0)}
            className={`${BUTTON_STYLES.secondary} mt-4`}
            aria-label={`Get started with ${med.name}`}
          >
            Get started
          </Link>
        </li>
      ))}
    </ul>
  );
}
