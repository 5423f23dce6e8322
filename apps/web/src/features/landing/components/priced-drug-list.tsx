import { Link } from 'react-router';
import type { PricedDrug } from '@fillwell/contracts';

/** Drugs with their lowest price now, each leading to its price page. */
export function PricedDrugList({ drugs }: { drugs: readonly PricedDrug[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {drugs.map((drug) => (
        <li key={drug.slug}>
          <Link
            to={`/${drug.slug}`}
            className="flex h-full items-start justify-between gap-4 rounded-xl border border-slate-200 p-4 hover:border-brand-700"
          >
            <span>
              <span className="block font-semibold text-brand-800">{drug.name}</span>
              <span className="block text-sm text-muted">{drug.displayQuantity}</span>
              {drug.pharmacyName ? (
                <span className="block text-sm text-muted">at {drug.pharmacyName}</span>
              ) : null}
            </span>
            <span className="text-right">
              <span className="block text-xs text-muted">from</span>
              <span className="text-xl font-bold text-ink">{drug.lowestPrice.displayValue}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
