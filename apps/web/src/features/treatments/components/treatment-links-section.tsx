import { Link } from 'react-router';
import { VISIT_FACTS } from '@fillwell/domain';
import { formatMoney } from '@/lib/money';
import { TREATMENT_LINKS } from '../treatment-links';

/** "Treat common conditions online": a link to each treatment page (for the home page). */
export function TreatmentLinksSection() {
  return (
    <section aria-labelledby="treatments-title">
      <h2 id="treatments-title" className="text-2xl font-bold text-ink sm:text-3xl">
        Treat common conditions online
      </h2>
      <p className="mt-2 text-muted">
        A licensed doctor reviews your online visit within {VISIT_FACTS.doctorReviewHours} hours,
        for a {formatMoney(VISIT_FACTS.consultationFeeCents)} visit fee.
      </p>
      <ul className="mt-6 flex flex-wrap gap-3">
        {TREATMENT_LINKS.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="inline-block rounded-full bg-white px-4 py-2 font-medium text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
