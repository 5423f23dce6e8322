import { describe, expect, it } from 'vitest';
import type { OrderItemRow, OrderPaymentRow, OrderRow } from '../../db/schema/index';
import {
  computeItemRefundCents,
  computeRemainingCents,
  planCancellation,
  type CancellationState,
} from './cancellation-plan';

const ORDER = {
  id: 'ord_1',
  status: 'paid',
  fulfillmentStatus: 'pending',
  failureMessage: null,
} as OrderRow;

function item(id: string, cents: number, extra: Partial<OrderItemRow> = {}): OrderItemRow {
  return {
    id,
    status: 'active',
    priceWithCouponsCents: cents,
    consultationPriceCents: null,
    ...extra,
  } as OrderItemRow;
}

function payment(kind: 'charge' | 'refund', cents: number, orderItemId: string | null = null) {
  return { kind, amountCents: cents, orderItemId } as OrderPaymentRow;
}

function state(extra: Partial<CancellationState> = {}): CancellationState {
  return {
    order: ORDER,
    items: [item('a', 1000, { consultationPriceCents: 500 }), item('b', 700)],
    payments: [payment('charge', 2200)],
    ...extra,
  };
}

describe('refund amounts', () => {
  it('repays an item its price and its visit fee, and never more than remains charged', () => {
    expect(computeItemRefundCents(item('a', 1000, { consultationPriceCents: 500 }))).toBe(1500);
    expect(computeRemainingCents([payment('charge', 2200), payment('refund', 1500, 'a')])).toBe(
      700,
    );
    expect(computeRemainingCents([payment('charge', 100), payment('refund', 300)])).toBe(0);
    const plan = planCancellation(state({ payments: [payment('charge', 1200)] }), {
      kind: 'item',
      itemId: 'a',
    });
    expect(plan).toMatchObject({ kind: 'cancel', refundCents: 1200, isWholeOrder: false });
  });
});

describe('planCancellation', () => {
  it('cancels one item with its own refund key', () => {
    expect(planCancellation(state(), { kind: 'item', itemId: 'a' })).toEqual({
      kind: 'cancel',
      itemIds: ['a'],
      isWholeOrder: false,
      refundCents: 1500,
      orderItemId: 'a',
      refundKey: 'ord_1:refund:item:a',
    });
  });

  it('cancels the whole order with what remains, also when the last item goes', () => {
    const afterA = state({
      items: [item('a', 1000, { status: 'cancelled' }), item('b', 700)],
      payments: [payment('charge', 2200), payment('refund', 1500, 'a')],
    });
    const whole = {
      kind: 'cancel',
      itemIds: ['b'],
      isWholeOrder: true,
      refundCents: 700,
      orderItemId: null,
      refundKey: 'ord_1:refund:order',
    };
    expect(planCancellation(afterA, { kind: 'item', itemId: 'b' })).toEqual(whole);
    expect(planCancellation(afterA, { kind: 'order' })).toEqual(whole);
  });

  it('changes nothing for what is cancelled or being cancelled', () => {
    const unchanged = { kind: 'unchanged' };
    const cancelledOrder = state({ order: { ...ORDER, status: 'cancelled' } });
    expect(planCancellation(cancelledOrder, { kind: 'order' })).toEqual(unchanged);
    expect(planCancellation(cancelledOrder, { kind: 'item', itemId: 'a' })).toEqual(unchanged);
    const refundingA = state({ payments: [payment('charge', 2200), payment('refund', 1500, 'a')] });
    expect(planCancellation(refundingA, { kind: 'item', itemId: 'a' })).toEqual(unchanged);
    const refundingAll = state({ payments: [payment('charge', 2200), payment('refund', 2200)] });
    expect(planCancellation(refundingAll, { kind: 'item', itemId: 'b' })).toEqual(unchanged);
  });

  it('treats an item whose refund is under way as gone when deciding on the last item', () => {
    const refundingA = state({ payments: [payment('charge', 2200), payment('refund', 1500, 'a')] });
    expect(planCancellation(refundingA, { kind: 'item', itemId: 'b' })).toMatchObject({
      isWholeOrder: true,
      refundCents: 700,
    });
  });

  it('refuses once the order has shipped or was never paid, and unknown items', () => {
    for (const fulfillmentStatus of ['shipping', 'delivered', 'picked_up']) {
      const shipped = state({ order: { ...ORDER, fulfillmentStatus } });
      expect(() => planCancellation(shipped, { kind: 'order' })).toThrow(
        expect.objectContaining({ status: 409, code: 'not_cancellable' }),
      );
    }
    const open = state({ order: { ...ORDER, status: 'open' } });
    expect(() => planCancellation(open, { kind: 'order' })).toThrow(
      expect.objectContaining({ status: 409 }),
    );
    expect(() => planCancellation(state(), { kind: 'item', itemId: 'nope' })).toThrow(
      expect.objectContaining({ status: 404 }),
    );
  });

  it('still cancels while the order waits at the pharmacy counter', () => {
    const ready = state({ order: { ...ORDER, fulfillmentStatus: 'ready_for_pickup' } });
    expect(planCancellation(ready, { kind: 'order' })).toMatchObject({ kind: 'cancel' });
  });
});

describe('planCancellation keeping the visit fee', () => {
  it('repays only the medication of an item bought with a doctor visit', () => {
    expect(
      planCancellation(state(), { kind: 'item', itemId: 'a' }, { isVisitFeeKept: true }),
    ).toEqual({
      kind: 'cancel',
      itemIds: ['a'],
      isWholeOrder: false,
      refundCents: 1000,
      orderItemId: 'a',
      refundKey: 'ord_1:refund:item:a',
      walletCapCents: 0,
    });
  });

  it('repays no more than remains charged and leaves the rest to the wallet', () => {
    const paidPartlyByWallet = state({ payments: [payment('charge', 600)] });
    expect(
      planCancellation(paidPartlyByWallet, { kind: 'item', itemId: 'a' }, { isVisitFeeKept: true }),
    ).toMatchObject({ refundCents: 600, walletCapCents: 400 });
  });
});
