import { describe, expect, it } from 'vitest';
import {
  addDaysToDate,
  cancelMedicationOrder,
  checkRefillDate,
  computeNextRefillDate,
  formatScheduleDate,
  getDelayWindow,
  isIsoDate,
  isNotablePriceChange,
  isPendingDelivery,
  pinMedication,
  planAfterDecline,
  REFILL_MESSAGES,
  sortMedications,
  unpinMedication,
  type ListedMedication,
} from './refill-rules';

function createMed(overrides: Partial<ListedMedication> = {}): ListedMedication {
  return {
    medNameId: 1,
    pinned: false,
    orderId: 'ord_1',
    orderItemId: 'oi_1',
    orderStatus: 'active',
    medStatus: { status: 'pending' },
    deliveryInfo: { status: 'pending' },
    ...overrides,
  };
}

describe('schedule dates', () => {
  it('shows dates as "MMMM D, YYYY"', () => {
    expect(formatScheduleDate('2026-12-03')).toBe('December 3, 2026');
    expect(formatScheduleDate('2027-01-31')).toBe('January 31, 2027');
  });

  it('adds days across months, years and leap days', () => {
    expect(addDaysToDate('2026-12-20', 30)).toBe('2027-01-19');
    expect(addDaysToDate('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('knows a real calendar date from look-alikes', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-2-3')).toBe(false);
    expect(isIsoDate('12/03/2026')).toBe(false);
  });

  it('takes a new refill date after today and within 90 days', () => {
    const today = '2026-11-23';
    expect(getDelayWindow(today)).toEqual({ minDate: '2026-11-24', maxDate: '2027-02-21' });
    expect(checkRefillDate('2026-11-24', today)).toBeNull();
    expect(checkRefillDate('2027-02-21', today)).toBeNull();
    expect(checkRefillDate('2026-11-23', today)).toBe(REFILL_MESSAGES.dateNotAfterToday);
    expect(checkRefillDate('2026-01-01', today)).toBe(REFILL_MESSAGES.dateNotAfterToday);
    expect(checkRefillDate('2027-02-22', today)).toBe(REFILL_MESSAGES.dateTooFar);
    expect(checkRefillDate('soon', today)).toBe(REFILL_MESSAGES.dateInvalid);
  });

  it('moves the next refill one interval on, or from today when it ran late', () => {
    expect(computeNextRefillDate('2026-12-23', 30, '2026-12-24')).toBe('2027-01-22');
    expect(computeNextRefillDate('2026-12-23', 30, '2027-02-01')).toBe('2027-03-03');
  });
});

describe('price changes and declined payments', () => {
  it('tells of a change above $3.00, up or down', () => {
    expect(isNotablePriceChange(1000, 1300)).toBe(false);
    expect(isNotablePriceChange(1000, 1301)).toBe(true);
    expect(isNotablePriceChange(1000, 699)).toBe(true);
    expect(isNotablePriceChange(1000, 700)).toBe(false);
  });

  it('tries a declined refill again the next day, and pauses after the third decline', () => {
    expect(planAfterDecline(1, '2026-12-23')).toEqual({ kind: 'retry', nextOn: '2026-12-24' });
    expect(planAfterDecline(2, '2026-12-24')).toEqual({ kind: 'retry', nextOn: '2026-12-25' });
    expect(planAfterDecline(3, '2026-12-25')).toEqual({ kind: 'pause' });
  });
});

describe('pending delivery', () => {
  it('counts a delivery that is pending or transferring', () => {
    expect(isPendingDelivery(createMed({ deliveryInfo: { status: 'pending' } }))).toBe(true);
    expect(isPendingDelivery(createMed({ deliveryInfo: { status: 'transferring' } }))).toBe(true);
    expect(isPendingDelivery(createMed({ deliveryInfo: { status: 'shipping' } }))).toBe(false);
    expect(isPendingDelivery(createMed({ deliveryInfo: { status: 'delivered' } }))).toBe(false);
  });

  it('counts an active order without delivery info', () => {
    expect(isPendingDelivery(createMed({ deliveryInfo: null, orderStatus: 'active' }))).toBe(true);
    expect(isPendingDelivery(createMed({ deliveryInfo: null, orderStatus: 'completed' }))).toBe(
      false,
    );
    expect(isPendingDelivery(createMed({ deliveryInfo: null, orderStatus: null }))).toBe(false);
  });

  it('never counts a med ready for pickup', () => {
    const ready = { medStatus: { status: 'ready_for_pickup' } };
    expect(isPendingDelivery(createMed({ ...ready, deliveryInfo: null }))).toBe(false);
    expect(isPendingDelivery(createMed({ ...ready, deliveryInfo: { status: 'pending' } }))).toBe(
      false,
    );
  });
});

describe('medication lists', () => {
  const pinned = createMed({ medNameId: 1, pinned: true });
  const onItsWay = createMed({ medNameId: 2, orderId: 'ord_2' });
  const delivered = createMed({ medNameId: 3, deliveryInfo: { status: 'delivered' } });

  it('lists pinned meds, and unpinned meds on their way as pending', () => {
    const lists = sortMedications([pinned, onItsWay, delivered]);
    expect(lists.meds).toEqual([pinned]);
    expect(lists.pendingDelivery).toEqual([onItsWay]);
  });

  it('pinning removes the med from the pending list', () => {
    const lists = pinMedication(sortMedications([pinned, onItsWay]), onItsWay);
    expect(lists.meds.map((med) => med.medNameId)).toEqual([1, 2]);
    expect(lists.meds[1]?.pinned).toBe(true);
    expect(lists.pendingDelivery).toEqual([]);
  });

  it('unpinning removes the med from the meds and the pending list', () => {
    const lists = { meds: [pinned], pendingDelivery: [createMed({ medNameId: 1 })] };
    expect(unpinMedication(lists, 1)).toEqual({ meds: [], pendingDelivery: [] });
  });

  it("order cancel clears the med's order links, so it is no longer pending", () => {
    const lists = cancelMedicationOrder(
      { meds: [createMed({ medNameId: 1, pinned: true })], pendingDelivery: [onItsWay] },
      'ord_2',
    );
    expect(lists.pendingDelivery).toEqual([]);
    expect(lists.meds[0]?.orderId).toBe('ord_1');

    const pinnedCancelled = cancelMedicationOrder({ meds: [pinned], pendingDelivery: [] }, 'ord_1');
    expect(pinnedCancelled.meds[0]).toMatchObject({
      orderId: null,
      orderItemId: null,
      orderStatus: null,
      deliveryInfo: null,
    });
  });
});
