import { Link } from 'react-router';
import type { MyMed } from '@fillwell/contracts';
import { describeProgress, EMPTY_TEXTS, SECTION_TITLES, toMedAnchor } from '../refill-copy';
import { MedicationEntry } from './medication-entry';
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
        <ul className="flex flex-col gap-3">
          {meds.map((med) => (
            <MedicationEntry
              key={med.medNameId}
              med={med}
              isHighlighted={highlighted === toMedAnchor(med.medId)}
              actions={
                med.orderId ? (
                  <Link
                    to={`/checkout/order-confirmation/${med.orderId}`}
                    aria-label={`Track the order of ${med.name}`}
                    className="inline-flex items-center rounded-md px-3 py-2 font-medium text-brand-800 underline hover:bg-brand-50"
                  >
                    Track order
                  </Link>
                ) : null
              }
            >
              <p className="text-sm font-semibold text-brand-900">
                {describeProgress(med.deliveryInfo?.status ?? med.medStatus.status) ?? 'Ordered'}
              </p>
            </MedicationEntry>
          ))}
        </ul>
      )}
    </MedicationSection>
  );
}
