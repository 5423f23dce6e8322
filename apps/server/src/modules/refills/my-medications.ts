import type { MyMed, OrderMed, OrderMedsResponse } from '@fillwell/contracts';
import { PRICE_CATEGORIES, type PriceCategory } from '@fillwell/domain';
import type { AppDatabase } from '../../db/client';
import type {
  PinnedMedicationRow,
  PrescriptionRow,
  RefillScheduleRow,
} from '../../db/schema/index';
import { toMoney } from '../cart/index';
import {
  listCartItemsByDrug,
  listOrderedItems,
  listPrescriptions,
  type OrderedItem,
} from './medication-repository';
import { listPinnedMedications } from './pinned-medication-repository';
import type { RefillEnrolment } from './refill-enrolment';
import { toPriceCategory, type MedicationChoice, type RefillPricing } from './refill-pricing';
import { listAccountSchedules } from './schedule-repository';

/** Fulfillment statuses after which an order is no longer on its way. */
const FINISHED_STATUSES: ReadonlySet<string> = new Set(['delivered', 'picked_up']);

/** The first row per medication name of a list already in order of preference. */
function firstPerDrug<T>(rows: readonly T[], medNameIdOf: (row: T) => number): Map<number, T> {
  const byDrug = new Map<number, T>();
  for (const row of rows) {
    const medNameId = medNameIdOf(row);
    if (!byDrug.has(medNameId)) byDrug.set(medNameId, row);
  }
  return byDrug;
}

/** Everything the account holds about its medications, by medication name. */
interface MedicationSources {
  pins: Map<number, PinnedMedicationRow>;
  ordered: Map<number, OrderedItem>;
  prescriptions: Map<number, PrescriptionRow>;
  schedules: Map<number, RefillScheduleRow>;
}

export interface MyMedicationsOptions {
  db: AppDatabase;
  enrolment: RefillEnrolment;
  pricing: RefillPricing;
}

/**
 * My medications: the medications an account has pinned, ordered, been prescribed or has on
 * auto-refill, one per medication name; and the ones it ordered, priced today to buy again.
 */
export function createMyMedications(options: MyMedicationsOptions) {
  const { db, pricing } = options;

  async function readSources(accountId: string): Promise<MedicationSources> {
    await options.enrolment.enrolMissing(accountId);
    const [pins, ordered, prescriptions, schedules] = await Promise.all([
      listPinnedMedications(db, accountId),
      listOrderedItems(db, accountId),
      listPrescriptions(db, accountId),
      listAccountSchedules(db, accountId),
    ]);
    return {
      pins: firstPerDrug(pins, (row) => row.medNameId),
      ordered: firstPerDrug(ordered, (row) => row.item.medNameId),
      prescriptions: firstPerDrug(prescriptions, (row) => row.medNameId),
      schedules: firstPerDrug(
        schedules.filter((row) => row.status !== 'cancelled'),
        (row) => row.medNameId,
      ),
    };
  }

  function toPrice(choice: Omit<MedicationChoice, 'priceCategory'>, category: PriceCategory) {
    const price = pricing.price(choice, category);
    return price ? { rawValue: price.amountCents, displayValue: price.displayValue } : null;
  }

  function toMyMed(medNameId: number, sources: MedicationSources): MyMed | null {
    const pin = sources.pins.get(medNameId);
    const line = sources.ordered.get(medNameId);
    const rx = sources.prescriptions.get(medNameId);
    const schedule = sources.schedules.get(medNameId);
    const choice = pin ?? line?.item ?? schedule ?? rx;
    const named = choice ? pricing.describe(choice) : null;
    if (!choice || !named) return null;
    const order = line?.order;
    return {
      medId: choice.medId,
      medNameId,
      slug: named.drug.slug,
      name: named.name,
      description: named.description,
      quantity: choice.quantity,
      priceCategory: toPriceCategory(pin?.priceCategory ?? line?.item.priceCategory ?? 'delivery'),
      pinned: pin !== undefined,
      drug: { price: { magic: toPrice(choice, 'magic'), delivery: toPrice(choice, 'delivery') } },
      prescription: describePrescription(rx, line),
      orderId: order?.id ?? null,
      orderItemId: line?.item.id ?? null,
      orderStatus: order
        ? FINISHED_STATUSES.has(order.fulfillmentStatus)
          ? 'completed'
          : 'active'
        : null,
      medStatus: { status: order?.fulfillmentStatus ?? null },
      deliveryInfo: order?.fulfillment === 'delivery' ? { status: order.fulfillmentStatus } : null,
      dispenseAsWritten: rx?.dispenseAsWritten ?? false,
      pharmaPartner: order?.pharmacy?.name ?? null,
      scheduleId: schedule?.id ?? null,
    };
  }

  /** Pinned medications first (in pin order), then the most recently ordered, then the rest. */
  async function listMyMeds(accountId: string): Promise<MyMed[]> {
    const sources = await readSources(accountId);
    const medNameIds = new Set([
      ...sources.pins.keys(),
      ...sources.ordered.keys(),
      ...sources.schedules.keys(),
      ...sources.prescriptions.keys(),
    ]);
    return [...medNameIds]
      .map((medNameId) => toMyMed(medNameId, sources))
      .filter((med): med is MyMed => med !== null);
  }

  function toOrderMed(line: OrderedItem, sources: MedicationSources, cart: Map<number, string>) {
    const { item } = line;
    const named = pricing.describe(item);
    if (!named) return null;
    const prices = PRICE_CATEGORIES.flatMap((category) => {
      const price = pricing.price(item, category);
      return price ? [{ id: price.priceId, category, price: toMoney(price.amountCents) }] : [];
    });
    const priceCategory = toPriceCategory(item.priceCategory);
    const cartItemId = cart.get(item.medNameId) ?? null;
    const orderMed: OrderMed = {
      id: item.id,
      orderId: item.orderId,
      medId: item.medId,
      medNameId: item.medNameId,
      slug: named.drug.slug,
      name: named.name,
      description: named.description,
      quantity: item.quantity,
      cartItemId,
      isInCart: cartItemId !== null,
      isRecurring: sources.schedules.has(item.medNameId),
      isAutoRefillEligible: priceCategory === 'delivery' && named.drug.deaSchedule === null,
      priceCategory,
      consultationPrice:
        item.consultationPriceCents === null ? null : toMoney(item.consultationPriceCents),
      prices,
      selectedPriceId: prices.find((price) => price.category === priceCategory)?.id ?? null,
      detail: {
        rxosPrescriptionId: sources.prescriptions.get(item.medNameId)?.id ?? null,
        selectedAutoRefillOptedIn: item.isRecurring,
      },
    };
    return orderMed;
  }

  /** The medications the account ordered (latest order of each), priced today. */
  async function listOrderMeds(accountId: string): Promise<OrderMedsResponse> {
    const sources = await readSources(accountId);
    const cart = await listCartItemsByDrug(db, accountId);
    const items = [...sources.ordered.values()]
      .map((line) => toOrderMed(line, sources, cart))
      .filter((item): item is OrderMed => item !== null);
    const latest = sources.ordered.values().next().value;
    return {
      items,
      priceCategory: latest ? toPriceCategory(latest.item.priceCategory) : null,
    };
  }

  return { listMyMeds, listOrderMeds };
}

/** Last filled: the prescription's record, else the latest order of it; expiry from the record. */
function describePrescription(
  rx: PrescriptionRow | undefined,
  line: OrderedItem | undefined,
): MyMed['prescription'] {
  const orderedOn = line ? line.order.createdAt.toISOString().slice(0, 10) : null;
  if (!rx && !orderedOn) return null;
  const recorded = rx?.lastFilledOn ?? null;
  const lastFilled =
    recorded && orderedOn ? (recorded > orderedOn ? recorded : orderedOn) : (recorded ?? orderedOn);
  return { lastFilled, expirationDate: rx?.expiresOn ?? null };
}
