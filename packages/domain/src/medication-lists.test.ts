import { describe, expect, it } from 'vitest';
import {
  cancelMedicationOrder,
  isPendingDelivery,
  pinMedication,
  sortMedications,
  unpinMedication,
  type ListedMedication,
} from './medication-lists';

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
