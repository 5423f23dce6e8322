import { Link } from 'react-router';
import type { DrugDetail, DrugQuantity } from '@fillwell/contracts';

interface DrugAlternativesProps {
  detail: DrugDetail;
  quantity: DrugQuantity;
}

const LINK_CLASS = 'font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900';

/** A brand page offers its generic (and the saving); a generic page names the brands it replaces. */
export function DrugAlternatives({ detail, quantity }: DrugAlternativesProps) {
  if (detail.isBrand && detail.generic) {
    const comparison = quantity.genericComparison;
    return (
      <section
        aria-labelledby="generic-alternative-title"
        className="rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-200"
      >
        <h2 id="generic-alternative-title" className="text-lg font-bold text-ink">
          Save with the generic
        </h2>
        {comparison ? (
          <p className="mt-1 text-ink">
            <Link to={`/${comparison.slug}`} className={LINK_CLASS}>
              {comparison.name}
            </Link>{' '}
            is the same medicine for {comparison.displayValue}. You save{' '}
            <strong>{comparison.savingDisplayValue}</strong> on {quantity.displayQuantity}.
          </p>
        ) : (
          <p className="mt-1 text-ink">
            The generic is{' '}
            <Link to={`/${detail.generic.slug}`} className={LINK_CLASS}>
              {detail.generic.name}
            </Link>
            .
          </p>
        )}
      </section>
    );
  }
  if (detail.brands.length === 0) return null;
  return (
    <section aria-labelledby="brand-names-title" className="rounded-2xl bg-slate-50 p-4">
      <h2 id="brand-names-title" className="text-lg font-bold text-ink">
        Brand names
      </h2>
      <p className="mt-1 text-ink">
        {detail.name} is the generic for{' '}
        {detail.brands.map((brand, index) => (
          <span key={brand.slug}>
            {index > 0 ? ', ' : null}
            <Link to={`/${brand.slug}`} className={LINK_CLASS}>
              {brand.name}
            </Link>
          </span>
        ))}
        : the same active ingredient, usually for much less.
      </p>
    </section>
  );
}
