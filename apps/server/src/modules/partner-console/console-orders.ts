import type { PartnerOrder } from '@fillwell/contracts';
import { PHARMACY_PLUS_ERROR_CODES, type AdvanceFulfillmentRequest } from '@fillwell/contracts';
import {
  FULFILLMENT_STATUS_LABELS,
  ORDER_FULFILLMENT_STATUSES,
  type OrderFulfillmentStatus,
} from '@fillwell/domain';
import { and, eq } from 'drizzle-orm';
import type { MessageSender } from '../../adapters/messages/index';
import type { AppDatabase } from '../../db/client';
import { plusOrders } from '../../db/schema/index';
import { HttpError } from '../../plugins/http-error';
import type { CatalogueIndex } from '../catalog/index';
import {
  SUBMITTED_STATUSES,
  UNSUBMITTED_STATUSES,
  buildOrderView,
  buildOrderViews,
  findOrder,
  findPatient,
  findPharmacy,
  listPharmacyOrders,
  plusErrors,
} from '../pharmacy-plus/index';
import { canMoveFulfillment } from './fulfillment-steps';

const STATUS_SET: ReadonlySet<string> = new Set(ORDER_FULFILLMENT_STATUSES);
/** The steps a patient is texted about. */
const ANNOUNCED_STEPS: ReadonlySet<OrderFulfillmentStatus> = new Set([
  'ready_for_pickup',
  'shipping',
]);

export interface ConsoleOrdersOptions {
  db: AppDatabase;
  catalogue: CatalogueIndex;
  messages: MessageSender;
  onMessageFailed: (error: unknown) => void;
}

/** A pharmacy's orders and their fulfillment; another pharmacy's are 404. */
export function createConsoleOrders({
  db,
  catalogue,
  messages,
  onMessageFailed,
}: ConsoleOrdersOptions) {
  async function requireOrder(pharmacyId: string, orderId: string) {
    const order = await findOrder(db, orderId);
    if (!order || order.partnerPharmacyId !== pharmacyId) throw plusErrors.orderMissing();
    return order;
  }

  return {
    async list(
      pharmacyId: string,
      status: 'open' | 'submitted' | undefined,
    ): Promise<PartnerOrder[]> {
      const statuses =
        status === 'open'
          ? UNSUBMITTED_STATUSES
          : status === 'submitted'
            ? SUBMITTED_STATUSES
            : [...UNSUBMITTED_STATUSES, ...SUBMITTED_STATUSES];
      return buildOrderViews(db, catalogue, await listPharmacyOrders(db, pharmacyId, statuses));
    },

    async read(pharmacyId: string, orderId: string): Promise<PartnerOrder> {
      return buildOrderView(db, catalogue, await requireOrder(pharmacyId, orderId));
    },

    /** One step along the timeline; 409 for any other move. */
    async advance(
      pharmacyId: string,
      orderId: string,
      request: AdvanceFulfillmentRequest,
    ): Promise<PartnerOrder> {
      const order = await requireOrder(pharmacyId, orderId);
      const view = await buildOrderView(db, catalogue, order);
      const from = order.fulfillmentStatus;
      const fulfillment = view.fulfillmentSelection?.fulfillmentType ?? 'delivery';
      const isAllowed =
        order.status === 'paid' &&
        from !== null &&
        STATUS_SET.has(from) &&
        canMoveFulfillment(fulfillment, from as OrderFulfillmentStatus, request.status);
      if (!isAllowed) {
        throw new HttpError(
          409,
          PHARMACY_PLUS_ERROR_CODES.fulfillmentStepInvalid,
          `This order cannot move to "${FULFILLMENT_STATUS_LABELS[request.status]}" from where it is.`,
        );
      }
      const [moved] = await db
        .update(plusOrders)
        .set({ fulfillmentStatus: request.status, updatedAt: new Date() })
        .where(and(eq(plusOrders.id, order.id), eq(plusOrders.fulfillmentStatus, from ?? '')))
        .returning();
      if (!moved) throw plusErrors.orderNotOpen();
      if (ANNOUNCED_STEPS.has(request.status))
        await announce(moved.patientId, pharmacyId, view, request.status);
      return buildOrderView(db, catalogue, moved);
    },
  };

  async function announce(
    patientId: string,
    pharmacyId: string,
    view: PartnerOrder,
    status: OrderFulfillmentStatus,
  ): Promise<void> {
    try {
      const [patient, pharmacy] = await Promise.all([
        findPatient(db, patientId),
        findPharmacy(db, pharmacyId),
      ]);
      if (!patient || !pharmacy) return;
      const what = status === 'ready_for_pickup' ? 'is ready for pickup' : 'has shipped';
      await messages.sendSms({
        to: patient.mobileNumber,
        text: `${pharmacy.name}: your order ${view.orderNumber ?? ''} ${what}.`,
      });
    } catch (error) {
      onMessageFailed(error);
    }
  }
}

export type ConsoleOrders = ReturnType<typeof createConsoleOrders>;
