import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { PageFrame } from '@/components/ui/page-frame';
import { selectAccountMedications } from '../account-medications-slice';
import { AutoRefills } from '../components/auto-refills';
import { MedicationDataWait } from '../components/medication-data-wait';
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
    <PageFrame title={MEDICATIONS_TITLE} back={{ to: '/account', label: 'Back to your account' }}>
      <MedicationsContent />
    </PageFrame>
  );
}

function MedicationsContent() {
  const data = useMedicationData();
  const lists = useSelector(selectAccountMedications);
  const highlighted = useListMarker(data.isReady, lists);
  if (!data.isReady) {
    return (
      <MedicationDataWait
        error={data.error}
        onRetry={data.retry}
        loadingMessage="Loading your medications…"
        failureMessage="We couldn't load your medications."
      />
    );
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
