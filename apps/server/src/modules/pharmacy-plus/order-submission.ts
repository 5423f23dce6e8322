import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { ReverieOrder } from '@fillwell/contracts';
import { addDaysToDate, formatMoney } from '@fillwell/domain';
import type { MessageSender } from '../../adapters/messages/index';
import type { PaymentProvider } from '../../adapters/payments/index';
import type { AppDatabase } from '../../db/client';
import {
  partnerPrescriptions,
  plusOrderItems,
  plusOrders,
  type PlusOrderRow,
} from '../../db/schema/index';
import type { CatalogueIndex } from '../catalog/index';
import { createOrderNumber } from '../orders/index';
import { listCardRows } from '../payments/index';
import type { Clock } from '../scheduling/index';
import type { OrderBuilding } from './order-building';
import { findOrder, listOrderItems, updateOrder } from './order-store';
import { buildOrderView } from './order-view';
import { composeOrderSms } from './patient-messages';
import { findPatient, findPharmacy, listPrescriptions } from './patient-repository';
import { plusErrors } from './plus-errors';
import { describeDrug, isPrescriptionOrderable } from './plus-views';

/** A charge under way this long is taken to have been left by a process that stopped. */
const STALE_SUBMIT_MS = 60_000;

export interface OrderSubmissionOptions {
  db: AppDatabase;
  catalogue: CatalogueIndex;
  clock: Clock;
  provider: PaymentProvider;
  messages: MessageSender;
  building: OrderBuilding;
  onMessageFailed: (error: unknown) => void;
}

/** The charge key of one submit attempt: retrying an attempt never charges twice. */
function toChargeKey(order: Pick<PlusOrderRow, 'id' | 'submitAttempt'>): string {
  return `plus-order:${order.id}:${order.submitAttempt}`;
}

/**
 * Submitting charges one of the patient's own saved cards once. The order moves open →
 * submitting in one conditional update, so a second submit at once finds it taken (422); the
 * charge carries the attempt's key, so a retry after a failure of ours repeats no charge.
 */
export function createOrderSubmission(options: OrderSubmissionOptions) {
  const { db, catalogue, clock, provider, messages, building } = options;

  async function checkSubmittable(order: PlusOrderRow): Promise<void> {
    if (order.status === 'paid' || order.status === 'cancelled') throw plusErrors.orderSubmitted();
    const items = (await listOrderItems(db, [order.id])).filter((item) => item.status === 'active');
    if (items.length === 0) throw plusErrors.orderEmpty();
    if (!order.fulfillmentOption) throw plusErrors.fulfillmentRequired();
    const prescriptions = await listPrescriptions(db, [order.patientId]);
    const today = clock.today();
    for (const item of items) {
      const entry = prescriptions.find((row) => row.prescription.id === item.prescriptionId);
      if (!entry || !isPrescriptionOrderable(entry.prescription, today)) {
        const name = entry
          ? describeDrug(catalogue, entry.prescription.medNameId, entry.prescription.medId).name
          : 'this prescription';
        throw plusErrors.cannotAddItem(name);
      }
    }
  }

  async function computeTotal(orderId: string): Promise<number> {
    const order = await findOrder(db, orderId);
    if (!order) throw plusErrors.orderMissing();
    const view = await buildOrderView(db, catalogue, order);
    return view.subtotal.amountCents + view.fulfillmentPrice.amountCents;
  }

  /** Takes the order for this attempt; null when another submit holds it. */
  async function claim(
    order: PlusOrderRow,
    card: { id: string; brand: string; last4: string },
    totalCents: number,
    platform: string | null,
  ): Promise<PlusOrderRow | null> {
    const now = clock.now();
    const cardFields = {
      paymentCardId: card.id,
      cardBrand: card.brand,
      cardLast4: card.last4,
      totalCents,
      platform,
      submittingAt: now,
      updatedAt: now,
    };
    if (order.status === 'open') {
      const [claimed] = await db
        .update(plusOrders)
        .set({
          ...cardFields,
          status: 'submitting',
          submitAttempt: sql`${plusOrders.submitAttempt} + 1`,
        })
        .where(and(eq(plusOrders.id, order.id), eq(plusOrders.status, 'open')))
        .returning();
      return claimed ?? null;
    }
    // A charge left half done: the same attempt again, with the same card and amount.
    const [resumed] = await db
      .update(plusOrders)
      .set({ submittingAt: now, updatedAt: now })
      .where(
        and(
          eq(plusOrders.id, order.id),
          eq(plusOrders.status, 'submitting'),
          lt(plusOrders.submittingAt, new Date(now.getTime() - STALE_SUBMIT_MS)),
        ),
      )
      .returning();
    return resumed ?? null;
  }

  async function recordPaid(order: PlusOrderRow, chargeId: string | null): Promise<boolean> {
    const today = clock.today();
    return db.transaction(async (tx) => {
      const [paid] = await tx
        .update(plusOrders)
        .set({
          status: 'paid',
          fulfillmentStatus: 'pending',
          chargeId,
          orderNumber: createOrderNumber(),
          submittedAt: clock.now(),
          updatedAt: new Date(),
        })
        .where(and(eq(plusOrders.id, order.id), eq(plusOrders.status, 'submitting')))
        .returning({ id: plusOrders.id });
      if (!paid) return false;
      const items = (await listOrderItems(tx, [order.id])).filter(
        (item) => item.status === 'active',
      );
      for (const item of items) {
        await tx
          .update(partnerPrescriptions)
          .set({
            refillsRemaining: sql`greatest(${partnerPrescriptions.refillsRemaining} - 1, 0)`,
            lastFilledOn: today,
            updatedAt: new Date(),
            ...(item.autoRefillOptedIn
              ? {
                  enrolledInAutorefill: true,
                  consumerRefillDate: addDaysToDate(today, item.daysSupply),
                  cancelReasonCode: null,
                  cancelReasonText: null,
                }
              : {}),
          })
          .where(eq(partnerPrescriptions.id, item.prescriptionId));
      }
      return true;
    });
  }

  async function notifyPatient(order: PlusOrderRow): Promise<void> {
    try {
      const [patient, pharmacy, paid] = await Promise.all([
        findPatient(db, order.patientId),
        findPharmacy(db, order.partnerPharmacyId),
        findOrder(db, order.id),
      ]);
      if (!patient || !pharmacy || !paid?.orderNumber) return;
      await messages.sendSms(
        composeOrderSms(
          patient.mobileNumber,
          pharmacy.name,
          paid.orderNumber,
          formatMoney(paid.totalCents ?? 0),
        ),
      );
    } catch (error) {
      options.onMessageFailed(error);
    }
  }

  return {
    async submit(
      accountId: string,
      orderId: string,
      cardId: string,
      platform: string | null,
    ): Promise<{ order: ReverieOrder }> {
      const order = await building.requireOrder(accountId, orderId);
      await checkSubmittable(order);
      const card = (await listCardRows(db, accountId)).find((row) => row.id === cardId);
      if (!card) throw plusErrors.cardNotFound();
      const claimed = await claim(order, card, await computeTotal(order.id), platform);
      if (!claimed) throw plusErrors.orderSubmitted();
      const amountCents = claimed.totalCents ?? 0;
      let chargeId: string | null = null;
      if (amountCents > 0) {
        const result = await provider.charge({
          accountId,
          providerCardId: card.providerCardId,
          amountCents,
          idempotencyKey: toChargeKey(claimed),
        });
        if (!result.ok) {
          if (result.error.kind === 'unavailable') {
            // Leave it for a retry of the same attempt (the charge may have gone through).
            await updateOrder(db, claimed.id, { submittingAt: new Date(0) });
          } else {
            await updateOrder(db, claimed.id, {
              status: 'open',
              submittingAt: null,
              totalCents: null,
            });
          }
          throw plusErrors.paymentFailed(result.error.code, result.error.message);
        }
        chargeId = result.value.chargeId;
      }
      if (await recordPaid(claimed, chargeId)) await notifyPatient(claimed);
      return building.answer(claimed.id);
    },

    /**
     * POST …/items/{itemId}/cancel_item/: on an open order the item is taken out; on a paid
     * one, until the pharmacy starts on it (pending), the item is refunded and its refill given
     * back, and the last item cancels the order with its shipping.
     */
    async cancelItem(accountId: string, orderId: string, itemId: string) {
      const order = await building.requireOrder(accountId, orderId);
      const items = await listOrderItems(db, [order.id]);
      const item = items.find((row) => row.id === itemId);
      if (!item) throw plusErrors.itemMissing();
      if (order.status === 'open') {
        await db.delete(plusOrderItems).where(eq(plusOrderItems.id, item.id));
        return building.answer(order.id);
      }
      if (item.status === 'cancelled') return building.answer(order.id);
      if (order.status !== 'paid' || order.fulfillmentStatus !== 'pending') {
        throw plusErrors.itemNotCancellable();
      }
      const active = items.filter((row) => row.status === 'active');
      const isLast = active.length === 1;
      const refundCents = item.amountCents + (isLast ? order.fulfillmentCents : 0);
      let refundId: string | null = null;
      if (order.chargeId && refundCents > 0) {
        const result = await provider.refund({
          accountId,
          chargeId: order.chargeId,
          amountCents: refundCents,
          idempotencyKey: `plus-item:${item.id}`,
        });
        if (!result.ok) throw plusErrors.paymentFailed(result.error.code, result.error.message);
        refundId = result.value.refundId;
      }
      await db.transaction(async (tx) => {
        const [cancelled] = await tx
          .update(plusOrderItems)
          .set({ status: 'cancelled', refundId })
          .where(and(eq(plusOrderItems.id, item.id), eq(plusOrderItems.status, 'active')))
          .returning({ id: plusOrderItems.id });
        if (!cancelled) return;
        await tx
          .update(partnerPrescriptions)
          .set({ refillsRemaining: sql`${partnerPrescriptions.refillsRemaining} + 1` })
          .where(eq(partnerPrescriptions.id, item.prescriptionId));
        await tx
          .update(plusOrders)
          .set({
            totalCents: sql`greatest(coalesce(${plusOrders.totalCents}, 0) - ${refundCents}, 0)`,
            ...(isLast ? { status: 'cancelled', fulfillmentStatus: 'cancelled' } : {}),
            updatedAt: new Date(),
          })
          .where(
            and(eq(plusOrders.id, order.id), inArray(plusOrders.status, ['paid', 'cancelled'])),
          );
      });
      return building.answer(order.id);
    },
  };
}

export type OrderSubmission = ReturnType<typeof createOrderSubmission>;
