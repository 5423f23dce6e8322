import { WELCOME_OFFER_CARDS } from '../content';

export function WelcomeOffers({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <section
      aria-labelledby="welcome-offers-title"
      className="rounded-3xl bg-brand-800 p-6 text-white sm:p-10 on-dark"
    >
      <Heading id="welcome-offers-title" className="text-2xl font-bold sm:text-3xl">
        New here? Two welcome offers
      </Heading>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {WELCOME_OFFER_CARDS.map((offer) => (
          <li key={offer.title} className="rounded-2xl bg-white/10 p-5 ring-1 ring-white/20">
            <p>
              <span className="text-4xl font-extrabold text-accent-400">{offer.amount}</span>{' '}
              <span className="text-lg font-semibold">{offer.title}</span>
            </p>
            <p className="mt-2 text-slate-100">{offer.detail}</p>
          </li>
        ))}
      </ul>
      <p className="mt-5 text-slate-100">Applied automatically at checkout. No code to remember.</p>
    </section>
  );
}
