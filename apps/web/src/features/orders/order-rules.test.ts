import {
  canCancelItem,
  describeFulfillmentPlace,
  formatLongDate,
  getNewRefundCents,
  getOrderStatusLabel,
  isOrderFinal,
  listOwnDoctorItems,
  sortNewestFirst,
} from './order-rules';
import {
  createDeliveryOrder,
  createMoney,
  createOrder,
  createOrderItem,
} from './testing/order-fixtures';

describe('order rules', () => {
  it("formats dates as 'MMMM D, YYYY', a calendar date the same day everywhere", () => {
    expect(formatLongDate('2026-03-14T12:00:00.000Z')).toBe('March 14, 2026');
    expect(formatLongDate('2026-01-01')).toBe('January 1, 2026');
  });

  it('knows when an order is final', () => {
    expect(isOrderFinal(createOrder())).toBe(false);
    expect(isOrderFinal(createOrder({ fulfillmentStatus: 'ready_for_pickup' }))).toBe(false);
    expect(isOrderFinal(createOrder({ fulfillmentStatus: 'picked_up' }))).toBe(true);
    expect(isOrderFinal(createDeliveryOrder({ fulfillmentStatus: 'delivered' }))).toBe(true);
    expect(isOrderFinal(createOrder({ orderStatus: 'cancelled' }))).toBe(true);
  });

  it('labels the status, cancelled above all', () => {
    expect(getOrderStatusLabel(createOrder())).toBe('Retrieving prescription');
    expect(getOrderStatusLabel(createOrder({ orderStatus: 'cancelled' }))).toBe('Cancelled');
  });

  it('sorts newest first', () => {
    const older = createOrder({ id: 'old', createdOn: '2026-01-01T10:00:00Z' });
    const newer = createOrder({ id: 'new', createdOn: '2026-02-01T10:00:00Z' });
    expect(sortNewestFirst([older, newer]).map((order) => order.id)).toEqual(['new', 'old']);
  });

  it('cancels an item alone only while another active one remains', () => {
    const first = createOrderItem({ id: 'a' });
    const second = createOrderItem({ id: 'b' });
    const order = createOrder({ items: [first, second] });
    expect(canCancelItem(order, first)).toBe(true);
    expect(canCancelItem({ ...order, isCancellable: false }, first)).toBe(false);
    const oneLeft = createOrder({ items: [first, { ...second, status: 'cancelled' }] });
    expect(canCancelItem(oneLeft, first)).toBe(false);
    expect(canCancelItem(oneLeft, { ...second, status: 'cancelled' })).toBe(false);
  });

  it('adds up the refunds a cancellation made', () => {
    const before = createOrder();
    const refund = {
      id: 'ref_1',
      kind: 'refund' as const,
      amount: createMoney(500),
      createdOn: before.createdOn,
    };
    const after = { ...before, cardPaymentsRefunds: [...before.cardPaymentsRefunds, refund] };
    expect(getNewRefundCents(before, after)).toBe(500);
    expect(getNewRefundCents(after, after)).toBe(0);
  });

  it('describes where the order goes', () => {
    expect(describeFulfillmentPlace(createOrder())).toBe(
      'Pickup at Walgreens #1234, 100 Market St, St. Louis',
    );
    expect(describeFulfillmentPlace(createDeliveryOrder())).toBe(
      'Delivery to 1 Main St, Springfield, IL',
    );
  });

  it("lists the pickup items the person's own doctor sends, until they are picked up", () => {
    const own = createOrderItem({ id: 'own', isSentByOwnDoctor: true });
    const visit = createOrderItem({ id: 'visit', rxSrcType: 'consultation' });
    const cancelled = createOrderItem({ id: 'gone', isSentByOwnDoctor: true, status: 'cancelled' });
    const order = createOrder({ items: [own, visit, cancelled] });
    expect(listOwnDoctorItems(order).map((item) => item.id)).toEqual(['own']);
    expect(listOwnDoctorItems({ ...order, fulfillmentStatus: 'ready_for_pickup' })).toHaveLength(1);
    expect(listOwnDoctorItems({ ...order, fulfillmentStatus: 'picked_up' })).toEqual([]);
    expect(listOwnDoctorItems({ ...order, orderStatus: 'cancelled' })).toEqual([]);
  });
});
