import { Link } from 'react-router';
import { PRODUCT } from '@fillwell/domain';
import { BUTTON_STYLES } from '@/components/ui/button-styles';
import { CheckIcon } from '@/components/ui/icons';
import { MedicationSearchBox } from '@/features/search';
import { TreatmentLinksSection } from '@/features/treatments';
import { ClaimsStrip } from '../components/claims-strip';
import { PopularMedications } from '../components/popular-medications';
import { WelcomeOffers } from '../components/welcome-offers';
import { BUY_OPTIONS, PRICE_OPTIONS, PRICE_PARTS } from '../content';

const SUGGESTED_SEARCHES = ['atorvastatin', 'lisinopril', 'metformin'] as const;

function Hero() {
  return (
    <section id="find-a-price" className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-4xl px-4 pt-10 pb-12 text-center sm:pt-16 sm:pb-16">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
          Prescription prices, made plain
        </p>
        <h1 className="mt-3 text-3xl leading-tight font-extrabold text-ink sm:text-5xl">
          The lowest price for your prescription, with or without insurance
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-muted">
          Compare what pharmacies near you charge, see exactly how each price is made, and pick it
          up today or have it delivered free.
        </p>
        <MedicationSearchBox
          landmarkLabel="Find a medication price"
          size="large"
          className="mx-auto mt-8 max-w-xl text-left"
        />
        <div className="mt-4 flex flex-wrap items-center justify-center gap-2 text-sm">
          <span className="text-muted">Popular searches:</span>
          <ul className="contents">
            {SUGGESTED_SEARCHES.map((slug) => (
              <li key={slug}>
                <Link
                  to={`/${slug}`}
                  className="inline-block rounded-full bg-white px-3 py-1 font-medium text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50"
                >
                  {slug}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

function HowItWorks() {
  return (
    <section aria-labelledby="how-title" className="space-y-10">
      <div className="text-center">
        <h2 id="how-title" className="text-2xl font-bold text-ink sm:text-3xl">
          How {PRODUCT.name} works
        </h2>
        <p className="mt-2 text-muted">Three steps, no insurance paperwork.</p>
      </div>

      <div className="grid gap-6 lg:grid-cols-3">
        <article className="rounded-3xl border border-slate-200 p-6">
          <StepNumber value={1} />
          <h3 className="mt-3 text-xl font-bold text-ink">Compare every price</h3>
          <ul className="mt-4 space-y-3">
            {PRICE_OPTIONS.map((option) => (
              <li key={option.name} className="flex gap-2">
                <CheckIcon className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <span>
                  <strong className="font-semibold text-ink">{option.name}.</strong>{' '}
                  <span className="text-muted">{option.detail}</span>
                </span>
              </li>
            ))}
          </ul>
        </article>

        <article className="rounded-3xl border border-slate-200 p-6">
          <StepNumber value={2} />
          <h3 className="mt-3 text-xl font-bold text-ink">See how each price is made</h3>
          <p className="mt-2 text-muted">
            Every price adds up from three parts, and we show you all of them.
          </p>
          <ol className="mt-4 space-y-2">
            {PRICE_PARTS.map((part, index) => (
              <li key={part.name} className="rounded-xl bg-brand-50 p-3">
                <p className="font-semibold text-brand-900">
                  {index > 0 ? '+ ' : ''}
                  {part.name}
                </p>
                <p className="text-sm text-muted">{part.detail}</p>
              </li>
            ))}
            <li className="rounded-xl bg-brand-800 p-3 font-semibold text-white">= Your price</li>
          </ol>
        </article>

        <article className="rounded-3xl border border-slate-200 p-6">
          <StepNumber value={3} />
          <h3 className="mt-3 text-xl font-bold text-ink">Buy it your way</h3>
          <ul className="mt-4 space-y-3">
            {BUY_OPTIONS.map((option) => (
              <li key={option.name} className="flex gap-2">
                <CheckIcon className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <span>
                  <strong className="font-semibold text-ink">{option.name}.</strong>{' '}
                  <span className="text-muted">{option.detail}</span>
                </span>
              </li>
            ))}
          </ul>
        </article>
      </div>
    </section>
  );
}

function StepNumber({ value }: { value: number }) {
  return (
    <span className="flex size-10 items-center justify-center rounded-full bg-accent-400 text-lg font-bold text-ink">
      <span className="sr-only">Step </span>
      {value}
    </span>
  );
}

export function HomePage() {
  return (
    <>
      <title>{`${PRODUCT.name} | The lowest price for your prescription`}</title>
      <Hero />
      <div className="mx-auto max-w-6xl space-y-16 px-4 pb-16 sm:space-y-20">
        <ClaimsStrip />
        <WelcomeOffers />
        <HowItWorks />
        <PopularMedications />
        <TreatmentLinksSection />
        <section className="rounded-3xl bg-brand-50 p-6 text-center sm:p-10">
          <h2 className="text-2xl font-bold text-ink">Ready to pay less?</h2>
          <p className="mt-2 text-muted">Find your medication and see every price in seconds.</p>
          <a href="#find-a-price" className={`${BUTTON_STYLES.primary} mt-6`}>
            Search for your medication
          </a>
        </section>
      </div>
    </>
  );
}
