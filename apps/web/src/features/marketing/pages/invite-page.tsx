import { useParams } from 'react-router';
import { INVITE_REWARD_CENTS, PRODUCT, REFERRAL_COUPON } from '@fillwell/domain';
import { CheckIcon } from '@/components/ui/icons';
import { MedicationSearchBox } from '@/features/search';
import { formatWholeDollars } from '@/lib/money';
import { ClaimsStrip } from '../components/claims-strip';

const WHAT_WE_DO = [
  'Find the lowest price for your prescription, with or without insurance',
  'Compare pickup, Smart Deal, home delivery and discount-card prices',
  'See how every price is made: cost, markup and fee',
  'Buy for pickup or free delivery, or with an online doctor visit',
] as const;

export function InvitePage() {
  const { code } = useParams();
  const reward = formatWholeDollars(INVITE_REWARD_CENTS);
  const firstFill = formatWholeDollars(REFERRAL_COUPON.firstFillCents);
  const firstOrder = formatWholeDollars(REFERRAL_COUPON.firstOrderCents);

  return (
    <>
      <title>{`You've been invited | ${PRODUCT.name}`}</title>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-3xl px-4 py-10 text-center sm:py-16">
          <p className="mx-auto inline-block rounded-full bg-accent-400 px-4 py-1 text-sm font-bold text-ink">
            {reward} reward
          </p>
          <h1 className="mt-4 text-3xl font-extrabold text-ink sm:text-5xl">
            You&apos;ve been invited to {PRODUCT.name}
          </h1>
          <p className="mx-auto mt-4 max-w-xl text-lg text-muted">
            A friend thinks you could pay less for your prescriptions. Your invite is worth{' '}
            <strong className="text-ink">{firstFill}</strong> off your first prescription fill and{' '}
            <strong className="text-ink">{firstOrder}</strong> off your first order with{' '}
            {PRODUCT.name}, applied automatically at checkout once you sign up.
          </p>
          {code ? (
            <p className="mt-2 text-sm text-muted">
              Invite code: <span className="font-mono font-semibold text-ink">{code}</span>
            </p>
          ) : null}
          <MedicationSearchBox
            landmarkLabel="Find a medication price"
            size="large"
            className="mx-auto mt-8 max-w-xl text-left"
          />
          <p className="mt-3 text-sm text-muted">Start by searching for your medication.</p>
        </div>
      </section>
      <div className="mx-auto max-w-4xl space-y-10 px-4 pb-16">
        <section aria-labelledby="what-title">
          <h2 id="what-title" className="text-2xl font-bold text-ink">
            What {PRODUCT.name} does
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {WHAT_WE_DO.map((item) => (
              <li
                key={item}
                className="flex gap-2 rounded-2xl border border-slate-200 p-4 text-ink"
              >
                <CheckIcon className="mt-0.5 size-5 shrink-0 text-brand-700" />
                {item}
              </li>
            ))}
          </ul>
        </section>
        <ClaimsStrip />
      </div>
    </>
  );
}
