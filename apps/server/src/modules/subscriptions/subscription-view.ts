import type {
  Subscription,
  SubscriptionActionItem,
  SubscriptionCart,
  SubscriptionCartMed,
} from '@fillwell/contracts';
import {
  computeFirstChargeCents,
  SHIPPING_LABELS,
  SUBSCRIPTION_MESSAGES,
  SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
} from '@fillwell/domain';
import type {
  ConsultationRow,
  SubscriptionChargeRow,
  SubscriptionRow,
} from '../../db/schema/index';
import { describeFormulation, toMoney } from '../cart/index';
import type { CatalogueIndex } from '../catalog/index';
import type { SubscriptionChoice } from './subscription-choice';

const FREE_SHIPPING = { label: SHIPPING_LABELS.delivery, price: toMoney(0) };

export const EMPTY_SUBSCRIPTION_CART: SubscriptionCart = {
  med: null,
  coupon: null,
  totalPriceWithCoupons: null,
  subscriptionFee: null,
  cycleCostCents: null,
  medicalFee: null,
  shipping: FREE_SHIPPING,
};

export function toCartMed(choice: SubscriptionChoice): SubscriptionCartMed {
  return {
    medId: choice.medication.medId,
    medNameId: choice.drug.medNameId,
    medPriceId: choice.medPriceId,
    quantity: choice.quantity,
    name: choice.drug.name,
    slug: choice.drug.slug,
    formattedDescription: describeFormulation(choice.medication, choice.quantity),
  };
}

/** The cart with the server's prices: the monthly fee, the medical fee and today's total. */
export function toSubscriptionCart(choice: SubscriptionChoice): SubscriptionCart {
  return {
    med: toCartMed(choice),
    // Coupons cannot be applied to online doctor visits.
    coupon: null,
    totalPriceWithCoupons: toMoney(
      computeFirstChargeCents(choice.subscriptionFeeCents, choice.medicalFeeCents),
    ),
    subscriptionFee: toMoney(choice.subscriptionFeeCents),
    cycleCostCents: choice.subscriptionFeeCents,
    medicalFee: toMoney(choice.medicalFeeCents),
    shipping: FREE_SHIPPING,
  };
}

function toStatus(value: string): SubscriptionStatus {
  return (SUBSCRIPTION_STATUSES as readonly string[]).includes(value)
    ? (value as SubscriptionStatus)
    : 'cancelled';
}

/** The failure of the latest failed charge, while the subscription is past due. */
function findPaymentFailure(
  row: SubscriptionRow,
  charges: readonly SubscriptionChargeRow[],
): string | null {
  if (row.status !== 'past_due') return null;
  const failed = charges.filter((charge) => charge.status === 'failed');
  return failed.at(-1)?.failureMessage ?? null;
}

export function toSubscriptionView(
  catalogue: CatalogueIndex,
  row: SubscriptionRow,
  charges: readonly SubscriptionChargeRow[] = [],
): Subscription {
  const medication = catalogue.getMedication(row.medId);
  const drug = catalogue.getDrug(row.medNameId);
  return {
    id: row.id,
    planName: row.planName,
    status: toStatus(row.status),
    createdOn: row.createdAt.toISOString().slice(0, 10),
    nextChargeOn: row.nextChargeOn,
    cycleCostCents: row.subscriptionFeeCents,
    subscriptionFee: toMoney(row.subscriptionFeeCents),
    medicalFee: toMoney(row.medicalFeeCents),
    currentCycle: row.currentCycle,
    medId: row.medId,
    medNameId: row.medNameId,
    slug: drug?.slug ?? '',
    formattedDescription: medication ? describeFormulation(medication, row.quantity) : '',
    quantity: row.quantity,
    lastPaymentFailure: findPaymentFailure(row, charges),
  };
}

/** What the subscriber must do: pay a past-due month, or finish a visit. */
export function listActionItems(
  rows: readonly SubscriptionRow[],
  visits: readonly ConsultationRow[],
): SubscriptionActionItem[] {
  const payments = rows
    .filter((row) => row.status === 'past_due')
    .map((row): SubscriptionActionItem => ({
      kind: 'update_payment_method',
      subscriptionId: row.id,
      title: SUBSCRIPTION_MESSAGES.updatePaymentTitle,
      detail: SUBSCRIPTION_MESSAGES.updatePaymentDetail,
      link: '/account/cards',
    }));
  const liveIds = new Set(rows.filter((row) => row.status !== 'cancelled').map((row) => row.id));
  const pendingVisits = visits
    .filter((visit) => visit.subscriptionId !== null && liveIds.has(visit.subscriptionId))
    .map((visit): SubscriptionActionItem => ({
      kind: 'complete_visit',
      subscriptionId: visit.subscriptionId ?? '',
      title: SUBSCRIPTION_MESSAGES.completeVisitTitle,
      detail: SUBSCRIPTION_MESSAGES.completeVisitDetail,
      link: `/consultation/${encodeURIComponent(visit.id)}`,
    }));
  return [...payments, ...pendingVisits];
}
