import { useSelector } from 'react-redux';
import { Link, Navigate } from 'react-router';
import type { MyMed } from '@fillwell/contracts';
import { Spinner } from '@/components/ui/spinner';
import { RetryNotice } from '@/components/ui/retry-notice';
import { selectSession } from '@/features/account';
import { FRESH_QUERY, useGetMyMedsQuery } from '@/features/refills/my-medications';
import { MedicationSearchBox } from '@/features/search';
import { CARD_PATHS } from '../card-paths';
import { CARD_NAME, QUICK_SAVE_LABEL } from '../card-copy';
import { QuicksaveFrame } from '../components/quicksave-frame';

const TITLE = 'Your medications';
const VERIFY_PATH = `${CARD_PATHS.verify}?next=${encodeURIComponent(CARD_PATHS.prescriptions)}`;

/** /quicksave/prescriptions: the person's medications, each at its discount-card price. */
export function QuicksavePrescriptionsPage() {
  const { isFetching, account } = useSelector(selectSession);
  if (!account) {
    if (isFetching) return <Spinner message="Loading your account…" className="py-16" />;
    return <Navigate to={VERIFY_PATH} replace />;
  }
  return (
    <QuicksaveFrame
      title={TITLE}
      hasBackToAccount
      intro={
        <p>
          Each price is the {QUICK_SAVE_LABEL.toLowerCase()} with your {CARD_NAME}.
        </p>
      }
    >
      <MedicationList />
      <Link to={CARD_PATHS.cardView} className="font-semibold text-brand-800 underline">
        Show my card
      </Link>
    </QuicksaveFrame>
  );
}

function MedicationList() {
  const { data, error, refetch } = useGetMyMedsQuery(undefined, FRESH_QUERY);
  if (error) {
    return (
      <RetryNotice message="We couldn't load your medications." onRetry={() => void refetch()} />
    );
  }
  if (!data) return <Spinner message="Loading your medications…" />;
  if (data.length === 0) return <NoMedications />;
  return (
    <ul
      aria-label={TITLE}
      className="divide-y divide-slate-200 rounded-2xl border border-slate-200"
    >
      {data.map((med) => (
        <MedicationLine key={med.medId} med={med} />
      ))}
    </ul>
  );
}

function MedicationLine({ med }: { med: MyMed }) {
  const price = med.drug.price.magic;
  return (
    <li className="flex items-start justify-between gap-3 p-4">
      <span className="flex min-w-0 flex-col">
        <Link to={`/${med.slug}`} className="font-semibold text-brand-800 underline">
          {med.name}
        </Link>
        <span className="text-sm text-muted">{med.description}</span>
      </span>
      <span className="flex shrink-0 flex-col items-end text-right">
        {price ? (
          <>
            <span className="text-xs text-muted">{QUICK_SAVE_LABEL}</span>
            <span className="text-lg font-bold text-ink">{price.displayValue}</span>
          </>
        ) : (
          <span className="max-w-32 text-sm text-muted">Not available with the card</span>
        )}
      </span>
    </li>
  );
}

function NoMedications() {
  return (
    <div className="space-y-4 rounded-2xl bg-brand-50 p-6 text-ink">
      <p className="text-lg font-semibold">You have no saved medications yet.</p>
      <p>Search for a medication to see its {QUICK_SAVE_LABEL.toLowerCase()}.</p>
      <MedicationSearchBox landmarkLabel="Find a medication price" />
    </div>
  );
}
