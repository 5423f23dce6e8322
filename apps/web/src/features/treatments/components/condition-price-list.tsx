import { Link } from 'react-router';
import { CONSULTATION_FEE_CENTS } from '@fillwell/domain';
import { Spinner } from '@/components/ui/spinner';
import { formatMoney } from '@/lib/money';
import { useListConditionPricesQuery } from '../api';

/** Every condition treated online, its medications' lowest prices now, and the visit fee. */
export function ConditionPriceList() {
  const { currentData: conditions } = useListConditionPricesQuery();
  if (!conditions) return <Spinner className="py-8" message="Loading treatments…" />;
  return (
    <section aria-labelledby="conditions-title" className="mt-10">
      <h2 id="conditions-title" className="text-xl font-bold text-ink">
        Conditions we treat online
      </h2>
      <p className="mt-2 text-muted">
        Each visit costs {formatMoney(CONSULTATION_FEE_CENTS)}, plus the medication if the doctor
        prescribes it. Prices are today&apos;s lowest.
      </p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {conditions.map(({ condition, drugs }) => (
          <li key={condition.slug} className="rounded-xl border border-slate-200 p-4">
            <Link
              to={`/treatments/${condition.slug}`}
              className="font-semibold text-brand-800 underline"
            >
              {condition.name}
            </Link>
            <ul className="mt-2 space-y-1 text-sm text-ink">
              {drugs.map((drug) => (
                <li key={drug.slug} className="flex justify-between gap-3">
                  <span>{drug.name}</span>
                  <span className="text-muted">{drug.fromPrice}</span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
