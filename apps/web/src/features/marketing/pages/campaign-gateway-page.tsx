import { PRODUCT } from '@fillwell/domain';
import { CheckIcon } from '@/components/ui/icons';
import { MedicationSearchBox } from '@/features/search';
import { ClaimsStrip } from '../components/claims-strip';
import { WelcomeOffers } from '../components/welcome-offers';

const REASONS = [
  'Prices from pharmacies near you, side by side',
  'Every price broken down into cost, markup and fee',
  'Pickup today, free home delivery, or an online doctor visit',
  'No insurance needed, and no membership fee',
] as const;

/** One page for every campaign path: what we offer and a way to start. */
export function CampaignGatewayPage() {
  return (
    <>
      <title>{`Save on your prescription | ${PRODUCT.name}`}</title>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:py-16 lg:grid-cols-2 lg:items-center">
          <div>
            <h1 className="text-3xl leading-tight font-extrabold text-ink sm:text-5xl">
              Pay less for your next prescription
            </h1>
            <p className="mt-4 text-lg text-muted">
              {PRODUCT.name} shows you the lowest price for your medication, with or without
              insurance, and lets you buy it in a few taps.
            </p>
            <ul className="mt-6 space-y-3">
              {REASONS.map((reason) => (
                <li key={reason} className="flex gap-2 text-ink">
                  <CheckIcon className="mt-0.5 size-5 shrink-0 text-brand-700" />
                  {reason}
                </li>
              ))}
            </ul>
            <MedicationSearchBox
              landmarkLabel="Find a medication price"
              size="large"
              className="mt-8 max-w-xl text-left"
            />
          </div>
          <WelcomeOffers />
        </div>
      </section>
      <div className="mx-auto max-w-6xl px-4 pb-16">
        <ClaimsStrip />
      </div>
    </>
  );
}
