import type { FillwellCard } from '../fillwell-card-slice';
import { formatCardholderName, listCardNumbers, listHelpNumbers } from '../card-rules';

interface DiscountCardVisualProps {
  card: FillwellCard;
  /** Names the card for assistive technology (ids must be unique on the page). */
  headingId: string;
}

/** The card as a pharmacy counter reads it: member ID, BIN, PCN, group and help lines. */
export function DiscountCardVisual({ card, headingId }: DiscountCardVisualProps) {
  const [memberId, ...plan] = listCardNumbers(card);
  const name = formatCardholderName(card);
  return (
    <section
      aria-labelledby={headingId}
      className="on-dark w-full max-w-md rounded-2xl bg-brand-800 p-5 text-white shadow-lg [print-color-adjust:exact] sm:p-6"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={headingId} className="text-lg leading-tight font-extrabold sm:text-xl">
          {card.company}
        </h2>
        <span className="text-xs font-bold text-accent-400 uppercase">Not insurance</span>
      </div>
      {name ? <p className="mt-2 font-semibold">{name}</p> : null}
      <dl className="mt-3 grid grid-cols-3 gap-x-3 gap-y-2">
        {memberId ? (
          <div className="col-span-3">
            <dt className="text-xs text-brand-100">{memberId.label}</dt>
            <dd className="font-mono text-xl font-bold tracking-wide sm:text-2xl">
              {memberId.value}
            </dd>
          </div>
        ) : null}
        {plan.map((line) => (
          <div key={line.label}>
            <dt className="text-xs text-brand-100">{line.label}</dt>
            <dd className="font-mono font-bold">{line.value}</dd>
          </div>
        ))}
      </dl>
      <dl className="mt-3 text-xs">
        {listHelpNumbers(card).map((line) => (
          <div key={line.label} className="flex gap-1">
            <dt>{line.label}:</dt>
            <dd className="font-semibold">{line.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
