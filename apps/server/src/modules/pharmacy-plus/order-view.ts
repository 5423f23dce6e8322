import { inArray } from 'drizzle-orm';
import {
  savedCardBrandSchema,
  type PartnerOrder,
  type ReverieOrder,
  type ReverieOrderItem,
  type ReverieOrderStatus,
} from '@fillwell/contracts';
import { ORDER_FULFILLMENT_STATUSES, type OrderFulfillmentStatus } from '@fillwell/domain';
import type { Executor } from '../../db/client';
import {
  partnerPatients,
  partnerPharmacies,
  partnerPrescriptionPrices,
  partnerPrescriptions,
  type PlusOrderItemRow,
  type PlusOrderRow,
} from '../../db/schema/index';
import type { CatalogueIndex } from '../catalog/index';
import { findFulfillmentRule } from './fulfillment-options';
import { listOrderItems } from './order-store';
import { describeDrug, toMoney, toPatientAddress, toPharmacy, toPrices } from './plus-views';

const FULFILLMENT_STATUS_SET: ReadonlySet<string> = new Set(ORDER_FULFILLMENT_STATUSES);

function toOrderStatus(status: string): ReverieOrderStatus {
  if (status === 'paid' || status === 'cancelled') return status;
  return 'open';
}

function toFulfillmentStatus(status: string | null): OrderFulfillmentStatus | null {
  return status !== null && FULFILLMENT_STATUS_SET.has(status)
    ? (status as OrderFulfillmentStatus)
    : null;
}

/** Orders as the patient and the pharmacy see them, read together. */
export async function buildOrderViews(
  db: Executor,
  catalogue: CatalogueIndex,
  orders: readonly PlusOrderRow[],
): Promise<PartnerOrder[]> {
  if (orders.length === 0) return [];
  const items = await listOrderItems(
    db,
    orders.map((order) => order.id),
  );
  const prescriptionIds = [...new Set(items.map((item) => item.prescriptionId))];
  const [prescriptions, prices, patients, pharmacies] = await Promise.all([
    prescriptionIds.length
      ? db
          .select()
          .from(partnerPrescriptions)
          .where(inArray(partnerPrescriptions.id, prescriptionIds))
      : [],
    prescriptionIds.length
      ? db
          .select()
          .from(partnerPrescriptionPrices)
          .where(inArray(partnerPrescriptionPrices.prescriptionId, prescriptionIds))
      : [],
    db
      .select()
      .from(partnerPatients)
      .where(inArray(partnerPatients.id, [...new Set(orders.map((order) => order.patientId))])),
    db
      .select()
      .from(partnerPharmacies)
      .where(
        inArray(partnerPharmacies.id, [...new Set(orders.map((order) => order.partnerPharmacyId))]),
      ),
  ]);
  const prescriptionById = new Map(prescriptions.map((row) => [row.id, row]));
  const pricesOf = (prescriptionId: string) =>
    prices
      .filter((price) => price.prescriptionId === prescriptionId)
      .sort((left, right) => left.position - right.position);

  function toItem(item: PlusOrderItemRow): ReverieOrderItem | null {
    const prescription = prescriptionById.get(item.prescriptionId);
    if (!prescription) return null;
    const drug = describeDrug(catalogue, prescription.medNameId, prescription.medId);
    return {
      id: item.id,
      prescriptionId: prescription.id,
      medId: prescription.medId,
      medNameId: prescription.medNameId,
      slug: drug.slug,
      name: drug.name,
      description: drug.description,
      cartItemId: null,
      isInCart: item.status === 'active',
      isRecurring: item.autoRefillOptedIn,
      isAutoRefillEligible: prescription.isAutoRefillEligible,
      consultationPrice: null,
      prices: toPrices(catalogue, prescription, pricesOf(prescription.id)),
      selectedPriceId: item.selectedPriceId,
      price: toMoney(item.amountCents),
      quantity: item.quantity,
      daysSupply: item.daysSupply,
      status: item.status === 'cancelled' ? 'cancelled' : 'active',
      detail: {
        rxosPrescriptionId: prescription.id,
        selectedAutoRefillOptedIn: item.autoRefillOptedIn,
      },
    };
  }

  return orders.flatMap((order) => {
    const patient = patients.find((row) => row.id === order.patientId);
    const pharmacy = pharmacies.find((row) => row.id === order.partnerPharmacyId);
    if (!patient || !pharmacy) return [];
    const orderItems = items
      .filter((item) => item.orderId === order.id)
      .map(toItem)
      .filter((item): item is ReverieOrderItem => item !== null);
    const subtotalCents = orderItems
      .filter((item) => item.status === 'active')
      .reduce((sum, item) => sum + item.price.amountCents, 0);
    const rule = findFulfillmentRule(order.fulfillmentOption);
    const fulfillmentCents = rule ? order.fulfillmentCents : 0;
    const brand = savedCardBrandSchema.safeParse(order.cardBrand);
    const view: ReverieOrder = {
      id: order.id,
      patientId: order.patientId,
      orderType: 'reverie',
      orderNumber: order.orderNumber,
      createdOn: order.createdAt.toISOString(),
      submittedOn: order.submittedAt?.toISOString() ?? null,
      orderStatus: toOrderStatus(order.status),
      fulfillmentStatus: toFulfillmentStatus(order.fulfillmentStatus),
      items: orderItems,
      subtotal: toMoney(subtotalCents),
      fulfillmentPrice: toMoney(fulfillmentCents),
      // Fixed once submitted (less refunds); worked out afresh while the order is being built.
      total: toMoney(
        order.status !== 'open' && order.totalCents !== null
          ? order.totalCents
          : subtotalCents + fulfillmentCents,
      ),
      fulfillmentSelection: rule
        ? {
            id: rule.id,
            price: toMoney(order.fulfillmentCents),
            displayName: rule.displayName(pharmacy.name),
            fulfillmentType: rule.fulfillmentType,
            signatureOptedIn: order.signatureOptedIn,
          }
        : null,
      specialInstructions: order.specialInstructions,
      paymentCard:
        order.paymentCardId && order.cardLast4
          ? {
              id: order.paymentCardId,
              brand: brand.success ? brand.data : 'unknown',
              last4: order.cardLast4,
            }
          : null,
      pharmacy: toPharmacy(pharmacy),
      shippingAddress: rule?.fulfillmentType === 'delivery' ? toPatientAddress(patient) : null,
    };
    return [
      {
        ...view,
        patient: { id: patient.id, firstName: patient.firstName, lastName: patient.lastName },
      },
    ];
  });
}

export async function buildOrderView(
  db: Executor,
  catalogue: CatalogueIndex,
  order: PlusOrderRow,
): Promise<PartnerOrder> {
  const [view] = await buildOrderViews(db, catalogue, [order]);
  if (!view) throw new Error('order view missing');
  return view;
}
