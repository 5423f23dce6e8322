import type { CardClaim } from '@fillwell/contracts';
import { Spinner } from '@/components/ui/spinner';
import { RetryNotice } from '@/components/ui/retry-notice';
import { useGetCardSavingsQuery } from '../api';
import { formatAmount, formatFillDate, formatSavedThisYear } from '../savings-rules';

/** The card's savings this year: the total, then each paid fill, newest first. */
export function CardSavings() {
  const { data, error, refetch } = useGetCardSavingsQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  return (
    <section aria-labelledby="card-savings" className="space-y-3">
      <h2 id="card-savings" className="text-xl font-bold text-ink">
        Your savings
      </h2>
      {error ? (
        <RetryNotice message="We couldn't load your savings." onRetry={() => void refetch()} />
      ) : !data ? (
        <Spinner message="Loading your savings…" />
      ) : (
        <>
          <p className="text-lg font-semibold text-ink">{formatSavedThisYear(data)}</p>
          {data.claims.length === 0 ? (
            <p className="text-muted">
              Fills you pay for with the card show here, with what each one saved.
            </p>
          ) : (
            <ul
              aria-label={`Fills on your card in ${data.year}`}
              className="divide-y divide-slate-200 rounded-2xl border border-slate-200"
            >
              {data.claims.map((claim) => (
                <ClaimLine key={claim.claimId} claim={claim} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

function ClaimLine({ claim }: { claim: CardClaim }) {
  return (
    <li className="flex items-start justify-between gap-3 p-4">
      <span className="flex min-w-0 flex-col">
        <span className="font-semibold text-ink">
          {claim.drugName}, {claim.quantity}
        </span>
        <span className="text-sm text-muted">
          {claim.pharmacyName} · {formatFillDate(claim.filledOn)}
        </span>
      </span>
      <span className="flex shrink-0 flex-col items-end text-right">
        <span className="font-bold text-ink">Paid {formatAmount(claim.paid)}</span>
        <span className="text-sm text-brand-800">Saved {formatAmount(claim.saved)}</span>
      </span>
    </li>
  );
}
