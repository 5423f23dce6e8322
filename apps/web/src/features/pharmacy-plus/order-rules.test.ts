import type { ReverieOrderItem } from '@fillwell/contracts';
import {
  addOrderItem,
  computeOrderTotal,
  removeOrderItem,
  selectOrderItemPrice,
  toMoney,
} from './order-rules';
import { describeAddItemFailure, PHARMACY_PLUS_ERRORS } from './pharmacy-plus-errors';
import {
  ATORVASTATIN,
  createOrder,
  createOrderItem,
  LISINOPRIL,
} from './testing/pharmacy-plus-fixtures';

const ITEM = createOrderItem(ATORVASTATIN);
const ORDER = {
  ...createOrder([ITEM]),
  fulfillmentSelection: {
    id: 'standard_shipping' as const,
    price: toMoney(500),
    displayName: 'Standard shipping',
    fulfillmentType: 'delivery' as const,
    signatureOptedIn: false,
  },
};

describe('order rules', () => {
  it('totals the chosen prices of active items and the fulfillment option', () => {
    expect(computeOrderTotal(ORDER)).toBe(1700);
    const cancelled = { ...createOrderItem(LISINOPRIL), status: 'cancelled' as const };
    expect(computeOrderTotal({ ...ORDER, items: [ITEM, cancelled] })).toBe(1700);
    expect(computeOrderTotal({ items: [], fulfillmentSelection: null })).toBe(0);
  });

  it('says an order must be present', () => {
    expect(() => addOrderItem(null, ITEM)).toThrow(PHARMACY_PLUS_ERRORS.orderMissing);
    expect(() => removeOrderItem(undefined, ITEM.id)).toThrow('An order must be present.');
  });

  it('says the new item and its prices must be present', () => {
    expect(() => addOrderItem(ORDER, null)).toThrow('New item must be present');
    expect(() =>
      addOrderItem<ReverieOrderItem, typeof ORDER>(ORDER, { ...ITEM, id: 'x', prices: [] }),
    ).toThrow('Prices must be present.');
  });

  it('says the original item must be present', () => {
    expect(() => removeOrderItem(ORDER, 'missing')).toThrow('Original item must be present');
    expect(() => selectOrderItemPrice(ORDER, 'missing', 'rx-a-90')).toThrow(
      'Original item must be present',
    );
  });

  it('says a price must be present, and must be the item’s own', () => {
    expect(() => selectOrderItemPrice(ORDER, ITEM.id, null)).toThrow('Price must be present.');
    expect(() => selectOrderItemPrice(ORDER, ITEM.id, 'rx-b-90')).toThrow('Price must be present.');
  });

  it('changes the item’s price and every sum at once', () => {
    const order = selectOrderItemPrice(ORDER, ITEM.id, 'rx-a-90');
    expect(order.items[0]?.price.amountCents).toBe(3000);
    expect(order.subtotal).toEqual({ amountCents: 3000, displayValue: '$30.00' });
    expect(order.total).toEqual({ amountCents: 3500, displayValue: '$35.00' });
  });

  it('names the prescription that could not be added', () => {
    expect(describeAddItemFailure('Atorvastatin 20 mg')).toBe(
      'Cannot add item for Atorvastatin 20 mg.',
    );
  });
});
