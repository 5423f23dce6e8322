import { Link } from 'react-router';
import { POPULAR_MEDICATION_PAIRS } from '@fillwell/domain';

export function PopularPairsList() {
  return (
    <section aria-labelledby="popular-pairs-title">
      <h2 id="popular-pairs-title" className="text-xl font-bold text-ink">
        Popular brands and their generics
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {POPULAR_MEDICATION_PAIRS.map((pair) => (
          <li key={pair.brandSlug} className="rounded-2xl border border-slate-200 bg-white p-4">
            <Link
              to={`/${pair.brandSlug}`}
              className="block py-1 text-lg font-bold text-brand-800 hover:underline"
            >
              {pair.brand}
            </Link>
            <Link to={`/${pair.genericSlug}`} className="block py-1 text-ink hover:underline">
              Generic: {pair.generic}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
