import { Link, useLocation, useParams } from 'react-router';
import type { MyMed, RefillSchedule } from '@fillwell/contracts';
import { formatScheduleDate, PRICE_CATEGORY_LABELS, PRODUCT } from '@fillwell/domain';
import { BackLink } from '@/components/ui/back-link';
import { FRESH_QUERY, useGetOrderMedsQuery } from '../api';
import { AutoRefillCard } from '../components/auto-refill-card';
import { MedicationDataWait } from '../components/medication-data-wait';
import { MedicationOrders, sortOrdersNewestFirst } from '../components/medication-orders';
import { MedicationSection } from '../components/medication-section';
import { describeProgress, MEDICATIONS_TITLE, toMedAnchor } from '../refill-copy';
import { useMedicationData } from '../use-medication-data';

/** The list entry the person came from (set by the list's links), else the medication's. */
function readListAnchor(state: unknown, medId: number): string {
  if (typeof state === 'object' && state !== null && 'from' in state) {
    const from = state.from;
    if (typeof from === 'string' && /^[\w-]+$/.test(from)) return from;
  }
  return toMedAnchor(medId);
}

/** /account/medications/{medId}: prices, prescription, auto-refill and orders of a medication. */
export function MedicationDetailPage() {
  const { medId = '' } = useParams();
  const { state } = useLocation();
  const id = Number(medId);
  const data = useMedicationData();
  const med = data.allMeds.find((entry) => entry.medId === id);
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <title>{`${med?.name ?? 'Medication'} | ${MEDICATIONS_TITLE} | ${PRODUCT.name}`}</title>
      <BackLink
        to={`/account/medications#${readListAnchor(state, id)}`}
        state={{ isFromDetailsView: true }}
      >
        Back to your medications
      </BackLink>
      <DetailContent data={data} med={med} />
    </div>
  );
}

function DetailContent({
  data,
  med,
}: {
  data: ReturnType<typeof useMedicationData>;
  med: MyMed | undefined;
}) {
  if (!data.isReady) {
    return (
      <MedicationDataWait
        error={data.error}
        onRetry={data.retry}
        loadingMessage="Loading your medication…"
        failureMessage="We couldn't load this medication."
      />
    );
  }
  if (!med) {
    return (
      <div className="mt-6 rounded-2xl bg-slate-50 p-6 text-ink">
        <h1 className="text-2xl font-bold">Medication not found</h1>
        <p className="mt-2">This medication is not on your list.</p>
      </div>
    );
  }
  const schedule = findSchedule(data.schedules, med);
  const orders = sortOrdersNewestFirst(
    data.orders.filter((order) => order.items.some((item) => item.medNameId === med.medNameId)),
  );
  return (
    <div className="mt-2 flex flex-col gap-8">
      <div>
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">{med.name}</h1>
        <p className="text-muted">{med.description}</p>
        {med.pinned ? <p className="mt-1 text-sm font-semibold text-brand-900">Pinned</p> : null}
      </div>
      <MedicationPrices med={med} />
      <PrescriptionFacts med={med} />
      <MedicationSection title="Auto-refill">
        {schedule ? (
          <AutoRefillCard schedule={schedule} today={data.today} />
        ) : (
          <p className="rounded-2xl bg-slate-50 p-4 text-ink">
            This medication is not on auto-refill. Turn auto-refill on when you order it for home
            delivery and we reorder it every month.
          </p>
        )}
      </MedicationSection>
      <MedicationSection title="Orders">
        <MedicationOrders orders={orders} emptyText="You have not ordered this medication yet." />
      </MedicationSection>
    </div>
  );
}

/** Its live auto-refill, else the latest one it had. */
function findSchedule(schedules: RefillSchedule[], med: MyMed): RefillSchedule | undefined {
  const ofMed = schedules.filter((entry) => entry.details.medNameId === med.medNameId);
  return ofMed.find((entry) => entry.status !== 'cancelled') ?? ofMed[0];
}

function MedicationPrices({ med }: { med: MyMed }) {
  const { data } = useGetOrderMedsQuery(undefined, FRESH_QUERY);
  const ordered = data?.items.find((item) => item.medNameId === med.medNameId);
  const prices = ordered
    ? ordered.prices.map((entry) => ({ label: entry.category, value: entry.price.displayValue }))
    : [
        ...(med.drug.price.delivery
          ? [{ label: 'delivery' as const, value: med.drug.price.delivery.displayValue }]
          : []),
        ...(med.drug.price.magic
          ? [{ label: 'magic' as const, value: med.drug.price.magic.displayValue }]
          : []),
      ];
  return (
    <MedicationSection title="Prices today">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-ink">
        {prices.map((price) => (
          <PriceRow
            key={price.label}
            label={PRICE_CATEGORY_LABELS[price.label]}
            value={price.value}
          />
        ))}
      </dl>
      <Link to={`/${med.slug}`} className="font-semibold text-brand-800 underline">
        {`Compare ${med.name} prices at pharmacies near you`}
      </Link>
    </MedicationSection>
  );
}

function PriceRow({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt className="text-muted">{label}</dt>
      <dd className="font-semibold">{value}</dd>
    </>
  );
}

function PrescriptionFacts({ med }: { med: MyMed }) {
  const { prescription } = med;
  const progress = describeProgress(med.deliveryInfo?.status ?? med.medStatus.status);
  return (
    <MedicationSection title="Prescription">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-ink">
        <dt className="text-muted">Last filled</dt>
        <dd>
          {prescription?.lastFilled ? formatScheduleDate(prescription.lastFilled) : 'Not yet'}
        </dd>
        <dt className="text-muted">Expires</dt>
        <dd>
          {prescription?.expirationDate
            ? formatScheduleDate(prescription.expirationDate)
            : 'Not on file'}
        </dd>
        <dt className="text-muted">Dispense as written</dt>
        <dd>{med.dispenseAsWritten ? 'Yes' : 'No'}</dd>
        {med.pharmaPartner ? (
          <>
            <dt className="text-muted">Pharmacy</dt>
            <dd>{med.pharmaPartner}</dd>
          </>
        ) : null}
        {progress ? (
          <>
            <dt className="text-muted">Latest order</dt>
            <dd>{progress}</dd>
          </>
        ) : null}
      </dl>
    </MedicationSection>
  );
}
