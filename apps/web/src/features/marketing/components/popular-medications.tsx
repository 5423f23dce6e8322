import { Link } from 'react-router';
import { POPULAR_MEDICATION_PAIRS } from '@fillwell/domain';

export function PopularMedications() {
  return (
    <section aria-labelledby="popular-title">
      <h2 id="popular-title" className="text-2xl font-bold text-ink sm:text-3xl">
        Popular medications
      </h2>
      <p className="mt-2 text-muted">Brand names and their generics, side by side.</p>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {POPULAR_MEDICATION_PAIRS.map((med) => (
          <li key={med.brand} className="rounded-2xl border border-slate-200 bg-white p-4">
            <p className="text-sm text-muted">{med.use}</p>
            <Link
              to={`/${med.brandSlug}`}
              className="mt-1 block py-1 text-lg font-bold text-brand-800 hover:underline"
            >
              {med.brand}
            </Link>
            <Link to={`/${med.generic}`} className="block py-1 text-ink hover:underline">
              Generic: {med.generic}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
