import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { DiscountCardResponse, Pharmacy } from '@fillwell/contracts';
import { CARD_PATHS } from '../card-paths';
import { formatCardholderName, formatCardStatus } from '../card-rules';
import type { FillwellCard } from '../fillwell-card-slice';

interface CardDetailsProps {
  card: FillwellCard;
  /** Unknown while the card shown is the one stored on this device. */
  answer: DiscountCardResponse | null;
}

/** Status, name, the card's pharmacy (with "Change") and the offer held with the card. */
export function CardDetails({ card, answer }: CardDetailsProps) {
  const name = formatCardholderName(card);
  return (
    <dl className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      <Detail label="Status">
        <span
          className={card.status === 'active' ? 'font-semibold text-brand-800' : 'text-red-700'}
        >
          {formatCardStatus(card.status)}
        </span>
      </Detail>
      <Detail label="Name">
        {name || (
          <Link to="/account/profile" className="font-semibold text-brand-800 underline">
            Add your name in your profile
          </Link>
        )}
      </Detail>
      {answer ? (
        <Detail
          label="Card pharmacy"
          action={
            <Link
              to={CARD_PATHS.editPharmacy}
              aria-label="Change card pharmacy"
              className="font-semibold text-brand-800 underline"
            >
              Change
            </Link>
          }
        >
          {answer.magicPharmacy ? (
            <PharmacyLines pharmacy={answer.magicPharmacy} />
          ) : (
            'None chosen: any pharmacy in the card network accepts it.'
          )}
        </Detail>
      ) : null}
      {answer?.magicCoupon ? (
        <Detail label="Offer">
          {answer.magicCoupon.name}: {answer.magicCoupon.discount.displayValue} off
        </Detail>
      ) : null}
    </dl>
  );
}

function Detail({
  label,
  action,
  children,
}: {
  label: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="px-4 py-3">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="flex items-start justify-between gap-3 text-ink">
        <span className="min-w-0">{children}</span>
        {action}
      </dd>
    </div>
  );
}

function PharmacyLines({ pharmacy }: { pharmacy: Pharmacy }) {
  const { street1, city, state, zipCode } = pharmacy.location.address;
  return (
    <>
      <span className="block font-semibold">{pharmacy.name}</span>
      <span className="block text-sm text-muted">
        {street1}, {city}, {state} {zipCode}
      </span>
    </>
  );
}
