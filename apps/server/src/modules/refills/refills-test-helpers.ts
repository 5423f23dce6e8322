import { and, eq } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { orders, outboxMessages, refillSchedules } from '../../db/schema/index';
import type { ApiClient } from '../../test/api-client';
import type { TestAccount } from '../../test/accounts';
import { expectOk, type WireError, type WireMoney } from '../../test/api-helpers';
import {
  fillDeliveryCart,
  purchase,
  signUpBuyer,
  type WireCart,
} from '../orders/orders-test-helpers';

export type WireSchedule = {
  id: string;
  status: 'active' | 'paused' | 'cancelled';
  enrolled_in_autorefill: boolean;
  details: {
    med_name_id: number;
    med_id: number;
    slug: string;
    name: string;
    description: string;
    quantity: number;
    price_category: string;
  };
  prev_execution_on: string | null;
  next_execution_on: string;
  interval_days: number;
  next_price: WireMoney | null;
  last_price: WireMoney;
  cancellation_reason: string | null;
  pause_reason: string | null;
};

export type SchedulesBody = { schedules: WireSchedule[]; today: string } & WireError;
export type ScheduleBody = { schedule: WireSchedule } & WireError;

/** The maintenance drug the tests buy for delivery with auto-refill on. */
export const REFILL_DRUG = 'lisinopril';

export interface RecurringPurchase extends TestAccount {
  orderId: string;
  cart: WireCart;
}

/** Signs a buyer up and buys a drug for home delivery with auto-refill on. */
export async function buyWithAutoRefill(
  baseUrl: string,
  slug: string = REFILL_DRUG,
): Promise<RecurringPurchase> {
  const buyer = await signUpBuyer(baseUrl);
  const cart = await fillDeliveryCart(baseUrl, buyer.client, [
    { slug, source: { rx_src_type: 'user', transfer_source: 'user' } },
  ]);
  const itemId = cart.items[0]?.id ?? '';
  await expectOk(
    buyer.client.patch('/api/v2/cart/items', { items: [{ item_id: itemId, is_recurring: true }] }),
  );
  const { order_id: orderId } = await expectOk(purchase(buyer.client));
  return { ...buyer, orderId, cart };
}

export const getSchedules = (client: ApiClient) => client.get<SchedulesBody>('/api/v1/schedules/');

export async function getOnlySchedule(client: ApiClient): Promise<WireSchedule> {
  const body = await expectOk(getSchedules(client));
  const [schedule, ...others] = body.schedules;
  if (!schedule || others.length) throw new Error(`expected one schedule: ${JSON.stringify(body)}`);
  return schedule;
}

export const cancelRefill = (client: ApiClient, id: string, body: unknown) =>
  client.patch<ScheduleBody>(`/api/v1/schedules/${id}/cancel`, body);

export const delayRefill = (client: ApiClient, id: string, body: unknown) =>
  client.patch<ScheduleBody>(`/api/v1/schedules/${id}/date`, body);

export function listRefillOrders(db: AppDatabase, accountId: string) {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.accountId, accountId), eq(orders.origin, 'refill')));
}

export function listMessagesTo(db: AppDatabase, recipient: string) {
  return db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient));
}

export function readScheduleRow(db: AppDatabase, id: string) {
  return db
    .select()
    .from(refillSchedules)
    .where(eq(refillSchedules.id, id))
    .then(([row]) => row);
}
