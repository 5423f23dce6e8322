import { and, eq } from 'drizzle-orm';
import type {
  AddOrderItemRequest,
  FulfillmentOptionsResponse,
  SelectFulfillmentRequest,
} from '@fillwell/contracts';
import type { AppDatabase } from '../../db/client';
import { createRecordId } from '../../db/record-id';
import { plusOrderItems, type PlusOrderRow } from '../../db/schema/index';
import type { CatalogueIndex } from '../catalog/index';
import type { Clock } from '../scheduling/index';
import { findFulfillmentRule, listFulfillmentOptions } from './fulfillment-options';
import { findAccountOrder, findOrder, listOrderItems, updateOrder } from './order-store';
import { buildOrderView } from './order-view';
import { findPharmacy, findPrescription } from './patient-repository';
import { plusErrors } from './plus-errors';
import { describeDrug, isPrescriptionOrderable } from './plus-views';

export interface OrderBuildingOptions {
  db: AppDatabase;
  catalogue: CatalogueIndex;
  clock: Clock;
}

/** Building a Pharmacy Plus order: items, prices, fulfillment, instructions (§4). */
export function createOrderBuilding({ db, catalogue, clock }: OrderBuildingOptions) {
  /** The account's order; 404 'An order must be present.' for anyone else's. */
  async function requireOrder(accountId: string, orderId: string): Promise<PlusOrderRow> {
    const order = await findAccountOrder(db, orderId, accountId);
    if (!order) throw plusErrors.orderMissing();
    return order;
  }

  async function requireOpenOrder(accountId: string, orderId: string): Promise<PlusOrderRow> {
    const order = await requireOrder(accountId, orderId);
    if (order.status !== 'open') throw plusErrors.orderNotOpen();
    return order;
  }

  async function requireItem(order: PlusOrderRow, itemId: string) {
    const items = await listOrderItems(db, [order.id]);
    const item = items.find((row) => row.id === itemId);
    if (!item) throw plusErrors.itemMissing();
    return item;
  }

  /** The order as it now is (its owner was checked by the caller). */
  async function answer(orderId: string) {
    const order = await findOrder(db, orderId);
    if (!order) throw plusErrors.orderMissing();
    return { order: await buildOrderView(db, catalogue, order) };
  }

  return {
    requireOrder,
    answer,

    async addItem(accountId: string, orderId: string, request: AddOrderItemRequest) {
      const order = await requireOpenOrder(accountId, orderId);
      const found = await findPrescription(db, order.patientId, request.prescriptionId);
      if (!found) throw plusErrors.prescriptionMissing();
      const { prescription, prices } = found;
      const name = describeDrug(catalogue, prescription.medNameId, prescription.medId).name;
      if (!isPrescriptionOrderable(prescription, clock.today())) {
        throw plusErrors.cannotAddItem(name);
      }
      const [firstPrice] = prices;
      if (!firstPrice) throw plusErrors.pricesMissing();
      // The same key, or the same prescription, adds nothing (unique indexes).
      await db
        .insert(plusOrderItems)
        .values({
          id: createRecordId('pi'),
          orderId: order.id,
          prescriptionId: prescription.id,
          selectedPriceId: firstPrice.id,
          amountCents: firstPrice.amountCents,
          quantity: firstPrice.quantity,
          daysSupply: firstPrice.daysSupply,
          autoRefillOptedIn: prescription.enrolledInAutorefill && prescription.isAutoRefillEligible,
          clientKey: request.key ?? null,
        })
        .onConflictDoNothing();
      return answer(order.id);
    },

    async removeItem(accountId: string, orderId: string, itemId: string): Promise<void> {
      const order = await requireOpenOrder(accountId, orderId);
      const item = await requireItem(order, itemId);
      await db
        .delete(plusOrderItems)
        .where(and(eq(plusOrderItems.id, item.id), eq(plusOrderItems.orderId, order.id)));
    },

    async selectPrice(accountId: string, orderId: string, itemId: string, priceId: string) {
      const order = await requireOpenOrder(accountId, orderId);
      const item = await requireItem(order, itemId);
      const found = await findPrescription(db, order.patientId, item.prescriptionId);
      const price = found?.prices.find((row) => row.id === priceId);
      if (!price) throw plusErrors.priceMissing();
      await db
        .update(plusOrderItems)
        .set({
          selectedPriceId: price.id,
          amountCents: price.amountCents,
          quantity: price.quantity,
          daysSupply: price.daysSupply,
        })
        .where(eq(plusOrderItems.id, item.id));
      return answer(order.id);
    },

    async setItemAutoRefill(
      accountId: string,
      orderId: string,
      itemId: string,
      isOptedIn: boolean,
    ) {
      const order = await requireOpenOrder(accountId, orderId);
      const item = await requireItem(order, itemId);
      const found = await findPrescription(db, order.patientId, item.prescriptionId);
      if (isOptedIn && !found?.prescription.isAutoRefillEligible) {
        throw plusErrors.autoRefillNotEligible();
      }
      await db
        .update(plusOrderItems)
        .set({ autoRefillOptedIn: isOptedIn })
        .where(eq(plusOrderItems.id, item.id));
      return answer(order.id);
    },

    async listOptions(accountId: string, orderId: string): Promise<FulfillmentOptionsResponse> {
      const order = await requireOrder(accountId, orderId);
      const pharmacy = await findPharmacy(db, order.partnerPharmacyId);
      const view = await buildOrderView(db, catalogue, order);
      return {
        options: listFulfillmentOptions(pharmacy?.name ?? 'your pharmacy'),
        selected: view.fulfillmentSelection,
      };
    },

    async selectFulfillment(accountId: string, orderId: string, request: SelectFulfillmentRequest) {
      const order = await requireOpenOrder(accountId, orderId);
      if (request.id !== undefined && request.id !== order.id) {
        throw plusErrors.fulfillmentUnavailable();
      }
      const rule = findFulfillmentRule(request.selectedFulfillmentOption);
      if (!rule) throw plusErrors.fulfillmentUnavailable();
      const isSignatureWanted = request.signatureOptedIn === true;
      if (isSignatureWanted && !rule.isSignatureAvailable) throw plusErrors.signatureUnavailable();
      await updateOrder(db, order.id, {
        fulfillmentOption: rule.id,
        fulfillmentCents: rule.priceCents,
        signatureOptedIn: isSignatureWanted,
      });
      return answer(order.id);
    },

    async setInstructions(accountId: string, orderId: string, instructions: string | null) {
      const order = await requireOpenOrder(accountId, orderId);
      await updateOrder(db, order.id, { specialInstructions: instructions?.trim() || null });
      return answer(order.id);
    },
  };
}

export type OrderBuilding = ReturnType<typeof createOrderBuilding>;
