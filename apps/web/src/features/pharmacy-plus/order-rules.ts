import type { Money } from '@fillwell/contracts';
import { formatMoney } from '@/lib/money';
import { OrderRuleError, PHARMACY_PLUS_ERRORS } from './pharmacy-plus-errors';

/** What the order rules need of an item: its prices and the one chosen. */
export interface PricedItem {
  id: string;
  status?: 'active' | 'cancelled';
  prices: ReadonlyArray<{ id: string; price: Money }>;
  selectedPriceId: string;
  price?: Money;
}

/** What the order rules need of an order: items, the fulfillment chosen and the sums. */
export interface PricedOrder<Item extends PricedItem = PricedItem> {
  items: Item[];
  fulfillmentSelection: { price: Money } | null;
  subtotal: Money;
  fulfillmentPrice: Money;
  total: Money;
}

export function toMoney(amountCents: number): Money {
  return { amountCents, displayValue: formatMoney(amountCents) };
}

function isActive(item: PricedItem): boolean {
  return item.status !== 'cancelled';
}

/** The chosen price of an item, in cents; one with no price chosen costs nothing yet. */
export function getSelectedPrice(item: PricedItem): number {
  const price = item.prices.find((entry) => entry.id === item.selectedPriceId);
  return price?.price.amountCents ?? 0;
}

/** Active items at their chosen prices plus the fulfillment option's price, in cents. */
export function computeOrderTotal(
  order: Pick<PricedOrder, 'items' | 'fulfillmentSelection'>,
): number {
  const subtotal = order.items
    .filter(isActive)
    .reduce((sum, item) => sum + getSelectedPrice(item), 0);
  return subtotal + (order.fulfillmentSelection?.price.amountCents ?? 0);
}

/** The order with its subtotal, fulfillment price and total worked out from its items. */
export function withTotals<Order extends PricedOrder>(order: Order): Order {
  const fulfillmentCents = order.fulfillmentSelection?.price.amountCents ?? 0;
  const totalCents = computeOrderTotal(order);
  return {
    ...order,
    subtotal: toMoney(totalCents - fulfillmentCents),
    fulfillmentPrice: toMoney(fulfillmentCents),
    total: toMoney(totalCents),
  };
}

function requireOrder<Order>(order: Order | null | undefined): Order {
  if (!order) throw new OrderRuleError(PHARMACY_PLUS_ERRORS.orderMissing);
  return order;
}

/** The order with an item added (or replaced, when it is there already) and its totals anew. */
export function addOrderItem<Item extends PricedItem, Order extends PricedOrder<Item>>(
  order: Order | null | undefined,
  item: Item | null | undefined,
): Order {
  const current = requireOrder(order);
  if (!item) throw new OrderRuleError(PHARMACY_PLUS_ERRORS.newItemMissing);
  if (!item.prices.length) throw new OrderRuleError(PHARMACY_PLUS_ERRORS.pricesMissing);
  const items = current.items.some((entry) => entry.id === item.id)
    ? current.items.map((entry) => (entry.id === item.id ? item : entry))
    : [...current.items, item];
  return withTotals({ ...current, items });
}

/** The order without an item, and its totals anew. */
export function removeOrderItem<Order extends PricedOrder>(
  order: Order | null | undefined,
  itemId: string,
): Order {
  const current = requireOrder(order);
  if (!current.items.some((entry) => entry.id === itemId)) {
    throw new OrderRuleError(PHARMACY_PLUS_ERRORS.originalItemMissing);
  }
  return withTotals({ ...current, items: current.items.filter((entry) => entry.id !== itemId) });
}

/** The order with one of an item's own prices chosen, and its totals anew. */
export function selectOrderItemPrice<Order extends PricedOrder>(
  order: Order | null | undefined,
  itemId: string,
  priceId: string | null | undefined,
): Order {
  const current = requireOrder(order);
  const item = current.items.find((entry) => entry.id === itemId);
  if (!item) throw new OrderRuleError(PHARMACY_PLUS_ERRORS.originalItemMissing);
  if (!item.prices.length) throw new OrderRuleError(PHARMACY_PLUS_ERRORS.pricesMissing);
  const price = item.prices.find((entry) => entry.id === priceId);
  if (!priceId || !price) throw new OrderRuleError(PHARMACY_PLUS_ERRORS.priceMissing);
  const items = current.items.map((entry) =>
    entry.id === itemId ? { ...entry, selectedPriceId: priceId, price: price.price } : entry,
  );
  return withTotals({ ...current, items });
}
