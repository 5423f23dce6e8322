import { ORDER_PRESCRIBER_MESSAGES, type Order } from '@fillwell/contracts';
import type { AppDatabase } from '../../db/client';
import { createNotFoundError, createValidationError, HttpError } from '../../plugins/http-error';
import { readPrescribers } from '../transfers/index';
import { ORDER_NOT_FOUND, type OrderReader } from './order-reader';
import {
  findPlacedOrder,
  insertOrderEvents,
  listOrderItems,
  setItemPrescriber,
} from './order-repository';
import { isSentByOwnDoctor } from './own-doctor-prescription';
import { readFulfillment } from './stored-values';

export const PRESCRIBER_NOT_NEEDED_CODE = 'prescriber_not_needed';

export interface PrescriberRecordingCall {
  accountId: string;
  orderId: string;
  itemId: string;
  providerId: number;
}

/**
 * The person says which doctor sends an item's prescription to the pickup pharmacy. Only their
 * own order's active items that wait for their own doctor's prescription take one (404 for
 * anyone else's order or item, 409 for an item that needs none, 400 for an unknown doctor).
 */
export function createPrescriberRecording(options: { db: AppDatabase; reader: OrderReader }) {
  const { db, reader } = options;

  async function recordPrescriber(call: PrescriberRecordingCall): Promise<Order> {
    const order = await findPlacedOrder(db, call.accountId, call.orderId);
    if (!order) throw createNotFoundError(ORDER_NOT_FOUND);
    const items = await listOrderItems(db, [order.id]);
    const item = items.find((entry) => entry.id === call.itemId);
    if (!item) throw createNotFoundError(ORDER_PRESCRIBER_MESSAGES.itemNotFound);
    const isNeeded =
      order.status === 'paid' &&
      item.status === 'active' &&
      isSentByOwnDoctor(item, readFulfillment(order.fulfillment));
    if (!isNeeded) {
      throw new HttpError(409, PRESCRIBER_NOT_NEEDED_CODE, ORDER_PRESCRIBER_MESSAGES.notOwnDoctor);
    }
    const prescriber = (await readPrescribers(db, [call.providerId])).get(call.providerId);
    if (!prescriber) {
      throw createValidationError({ provider_id: [ORDER_PRESCRIBER_MESSAGES.doctorNotFound] });
    }
    await db.transaction(async (tx) => {
      await setItemPrescriber(tx, item.id, prescriber.providerId);
      await insertOrderEvents(tx, [
        {
          orderId: order.id,
          kind: 'prescriber_recorded',
          actor: 'user',
          note: `${item.formattedName}: ${prescriber.fullName} (${prescriber.providerId})`,
        },
      ]);
    });
    return reader.getOrder(call.accountId, order.id);
  }

  return { recordPrescriber };
}
