import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { PRODUCT } from '@fillwell/domain';
import { Button } from '@/components/ui/button';
import { ChevronLeftIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { isHttpError, PageLoadFailure } from '@/lib/api';
import { selectAccountMedications } from '../account-medications-slice';
import { AutoRefills } from '../components/auto-refills';
import { MedicationOrders, sortOrdersNewestFirst } from '../components/medication-orders';
import { MedicationSection } from '../components/medication-section';
import { PendingDeliveries } from '../components/pending-deliveries';
import { PinnedMedications } from '../components/pinned-medications';
import { EMPTY_TEXTS, MEDICATIONS_TITLE, SECTION_TITLES } from '../refill-copy';
import { useListMarker } from '../use-list-marker';
import { useMedicationData } from '../use-medication-data';

/** How many recent orders the page lists; the orders page has them all. */
const RECENT_ORDERS = 5;

/** /account/medications: pinned medications, pending delivery, auto-refills and orders. */
export function MedicationsPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <title>{`${MEDICATIONS_TITLE} | ${PRODUCT.name}`}</title>
      <Link
        to="/account"
        aria-label="Back to your account"
        className="inline-flex items-center gap-1 rounded-md py-2 pr-3 font-medium text-brand-800 hover:bg-brand-50"
      >
        <ChevronLeftIcon className="size-5" />
        Back
      </Link>
      <h1 className="mt-2 text-2xl font-bold text-ink sm:text-3xl">{MEDICATIONS_TITLE}</h1>
      <MedicationsContent />
    </div>
  );
}

function MedicationsContent() {
  const data = useMedicationData();
  const lists = useSelector(selectAccountMedications);
  const highlighted = useListMarker(data.isReady, lists);
  if (!data.isReady) {
    if (data.error) {
      if (isHttpError(data.error) && data.error.status === 401) {
        return <PageLoadFailure error={data.error} />;
      }
      return <LoadFailure onRetry={data.retry} />;
    }
    return <Spinner className="py-12" message="Loading your medications…" />;
  }
  return (
    <div className="mt-6 flex flex-col gap-10">
      <PinnedMedications meds={lists.meds} highlighted={highlighted} />
      <PendingDeliveries meds={lists.pendingDelivery} highlighted={highlighted} />
      <AutoRefills
        schedules={data.schedules}
        today={data.today}
        allMeds={data.allMeds}
        highlighted={highlighted}
      />
      <MedicationSection title={SECTION_TITLES.orders}>
        <MedicationOrders
          orders={sortOrdersNewestFirst(data.orders).slice(0, RECENT_ORDERS)}
          emptyText={EMPTY_TEXTS.orders}
        />
        {data.orders.length > 0 ? (
          <Link to="/account/orders" className="font-semibold text-brand-800 underline">
            See all your orders
          </Link>
        ) : null}
      </MedicationSection>
    </div>
  );
}

function LoadFailure({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="mt-6 flex flex-col items-start gap-3 text-ink">
      <p>We couldn&apos;t load your medications.</p>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
