import { Link } from 'react-router';
import type { MyMed } from '@fillwell/contracts';
import { describeProgress, EMPTY_TEXTS, SECTION_TITLES } from '../refill-copy';
import { ACTION_LINK_CLASS, MedicationEntries } from './medication-entry';
import { MedicationSection } from './medication-section';

interface PendingDeliveriesProps {
  meds: MyMed[];
  highlighted: string | null;
}

/** Medications on their way, with where each order stands. */
export function PendingDeliveries({ meds, highlighted }: PendingDeliveriesProps) {
  return (
    <MedicationSection title={SECTION_TITLES.pending}>
      {meds.length === 0 ? (
        <p className="rounded-2xl bg-slate-50 p-4 text-ink">{EMPTY_TEXTS.pending}</p>
      ) : (
        <MedicationEntries
          meds={meds}
          highlighted={highlighted}
          renderActions={(med) =>
            med.orderId ? (
              <Link
                to={`/checkout/order-confirmation/${med.orderId}`}
                aria-label={`Track the order of ${med.name}`}
                className={ACTION_LINK_CLASS}
              >
                Track order
              </Link>
            ) : null
          }
          renderDetails={(med) => (
            <p className="text-sm font-semibold text-brand-900">
              {describeProgress(med.deliveryInfo?.status ?? med.medStatus.status) ?? 'Ordered'}
            </p>
          )}
        />
      )}
    </MedicationSection>
  );
}
