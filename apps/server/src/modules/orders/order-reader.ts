import { readPrescribers } from '../transfers/index';
import type { DeliveryResponse, Order, OrderItem } from '@fillwell/contracts';
import { chooseOrderUpdateChannel } from '@fillwell/domain';
import type { AppDatabase } from '../../db/client';
import type { OrderItemRow, OrderRow } from '../../db/schema/index';
import { createNotFoundError } from '../../plugins/http-error';
import type { Executor } from '../cart/index';
import type { PharmacyIndex } from '../pharmacies/index';
import {
  findPlacedOrder,
  listOrderConsultations,
  listOrderItems,
  listOrderPayments,
  listPlacedOrders,
  readOrderAccount,
} from './order-repository';
import { estimateDeliveryDate, toOrderView, type OrderRecord } from './order-view';
import { readFulfillmentStatus, readRxSourceType } from './stored-values';

export const ORDER_NOT_FOUND = 'Order not found';
export const DELIVERY_NOT_FOUND = 'Delivery not found';

/** Whose prescription source an item names, for display. */
interface SourceNames {
  pharmacy(item: OrderItemRow): string | null;
  prescriber(item: OrderItemRow): string | null;
  prescriberOf(item: OrderItemRow): OrderItem['prescriber'];
}

function groupBy<T>(rows: readonly T[], key: (row: T) => string | null): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const value = key(row);
    if (value === null) continue;
    const group = groups.get(value);
    if (group) group.push(row);
    else groups.set(value, [row]);
  }
  return groups;
}

/** Order lookups for their owner: the list, one order, a delivery summary. */
export function createOrderReader(options: { db: AppDatabase; pharmacies: PharmacyIndex }) {
  const { pharmacies } = options;

  async function loadRecords(db: Executor, rows: readonly OrderRow[]): Promise<OrderRecord[]> {
    const ids = rows.map((row) => row.id);
    const [items, payments, consultations] = await Promise.all([
      listOrderItems(db, ids),
      listOrderPayments(db, ids),
      listOrderConsultations(db, ids),
    ]);
    const itemsByOrder = groupBy(items, (row) => row.orderId);
    const paymentsByOrder = groupBy(payments, (row) => row.orderId);
    const consultationsByOrder = groupBy(consultations, (row) => row.orderId);
    return rows.map((order) => ({
      order,
      items: itemsByOrder.get(order.id) ?? [],
      payments: paymentsByOrder.get(order.id) ?? [],
      consultations: consultationsByOrder.get(order.id) ?? [],
    }));
  }

  async function readSourceNames(db: Executor, records: OrderRecord[]): Promise<SourceNames> {
    const providerIds = records.flatMap((record) =>
      record.items.flatMap((item) => item.rxSrcProviderId ?? []),
    );
    const prescribers = await readPrescribers(db, providerIds);
    const prescriberOf = (item: OrderItemRow) =>
      item.rxSrcProviderId ? (prescribers.get(item.rxSrcProviderId) ?? null) : null;
    return {
      pharmacy: (item) =>
        item.rxSrcPharmacyId ? (pharmacies.get(item.rxSrcPharmacyId)?.name ?? null) : null,
      prescriber: (item) => prescriberOf(item)?.fullName ?? null,
      prescriberOf,
    };
  }

  /** The account's orders as the API shows them. */
  async function describeOrders(accountId: string, rows: readonly OrderRow[]): Promise<Order[]> {
    const { db } = options;
    const records = await loadRecords(db, rows);
    const [names, account] = await Promise.all([
      readSourceNames(db, records),
      readOrderAccount(db, accountId),
    ]);
    const context = {
      account: { firstName: account?.firstName ?? null, lastName: account?.lastName ?? null },
      findSourceName: (item: OrderItemRow) => names.pharmacy(item) ?? names.prescriber(item),
      findPrescriber: names.prescriberOf,
      updateChannel: account ? chooseOrderUpdateChannel(account) : null,
    };
    return records.map((record) => toOrderView(record, context));
  }

  async function describeOrder(accountId: string, row: OrderRow): Promise<Order> {
    const [order] = await describeOrders(accountId, [row]);
    if (!order) throw new Error(`Order ${row.id} could not be described`);
    return order;
  }

  async function listOrders(accountId: string): Promise<Order[]> {
    return describeOrders(accountId, await listPlacedOrders(options.db, accountId));
  }

  async function getOrder(accountId: string, id: string): Promise<Order> {
    const row = await findPlacedOrder(options.db, accountId, id);
    if (!row) throw createNotFoundError(ORDER_NOT_FOUND);
    return describeOrder(accountId, row);
  }

  async function getDelivery(accountId: string, id: string): Promise<DeliveryResponse['result']> {
    const row = await findPlacedOrder(options.db, accountId, id);
    if (!row || row.fulfillment !== 'delivery') throw createNotFoundError(DELIVERY_NOT_FOUND);
    const [record] = await loadRecords(options.db, [row]);
    const names = await readSourceNames(options.db, record ? [record] : []);
    return {
      status: readFulfillmentStatus(row.fulfillmentStatus),
      shipping: { address: row.shippingAddress },
      estimatedDeliveryDate: estimateDeliveryDate(row.createdAt),
      items: (record?.items ?? []).map((item) => ({
        itemId: item.id,
        formattedName: item.formattedName,
        provider: names.prescriber(item),
        pharmacy: names.pharmacy(item),
        rxSrcType: readRxSourceType(item.rxSrcType),
      })),
    };
  }

  return { listOrders, getOrder, getDelivery };
}

export type OrderReader = ReturnType<typeof createOrderReader>;
