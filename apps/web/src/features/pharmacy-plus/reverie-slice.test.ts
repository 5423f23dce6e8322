import {
  autoRefillCancelled,
  autoRefillDelayed,
  chatFailed,
  chatIdentified,
  chatStarting,
  fulfillmentSelected,
  initialReverieState,
  isChatTokenExpired,
  itemAdded,
  itemCancelled,
  itemPriceSelected,
  itemRemoved,
  orderLoaded,
  orderSubmitted,
  prescriptionsLoaded,
  reverieSlice,
  type ReverieState,
} from './reverie-slice';
import { toMoney } from './order-rules';
import {
  ATORVASTATIN,
  createOrder,
  createOrderItem,
  LISINOPRIL,
  PATIENT,
} from './testing/pharmacy-plus-fixtures';

const reduce = reverieSlice.reducer;
const ITEM_A = createOrderItem(ATORVASTATIN);
const ITEM_B = createOrderItem(LISINOPRIL);
const CHAT = { token: 'token-1', expires: '2026-11-27T12:00:00.000Z' };

function withOrder(): ReverieState {
  const loaded = reduce(
    initialReverieState,
    prescriptionsLoaded({ patient: PATIENT, prescriptions: [ATORVASTATIN, LISINOPRIL] }),
  );
  return reduce(loaded, orderLoaded(createOrder([ITEM_A])));
}

describe('Pharmacy Plus order transitions', () => {
  it('adds an item and the total follows', () => {
    const state = reduce(withOrder(), itemAdded(ITEM_B));
    expect(state.order?.items.map((item) => item.id)).toEqual([ITEM_A.id, ITEM_B.id]);
    expect(state.order?.total.amountCents).toBe(2400);
  });

  it('removes an item and the total follows', () => {
    const state = reduce(reduce(withOrder(), itemAdded(ITEM_B)), itemRemoved(ITEM_A.id));
    expect(state.order?.items.map((item) => item.id)).toEqual([ITEM_B.id]);
    expect(state.order?.total.amountCents).toBe(1200);
  });

  it('changes an item to its 90-day price and the total follows', () => {
    const state = reduce(withOrder(), itemPriceSelected({ itemId: ITEM_A.id, priceId: 'rx-a-90' }));
    expect(state.order?.items[0]?.selectedPriceId).toBe('rx-a-90');
    expect(state.order?.total).toEqual({ amountCents: 3000, displayValue: '$30.00' });
  });

  it('keeps the order as it was for a price that is not the item’s own', () => {
    const before = withOrder();
    const state = reduce(before, itemPriceSelected({ itemId: ITEM_A.id, priceId: 'rx-b-90' }));
    expect(state.order).toEqual(before.order);
  });

  it('counts the fulfillment option in the total', () => {
    const state = reduce(
      withOrder(),
      fulfillmentSelected({
        id: 'express_shipping',
        price: toMoney(1500),
        displayName: 'Express shipping',
        fulfillmentType: 'delivery',
        signatureOptedIn: true,
      }),
    );
    expect(state.order?.total.amountCents).toBe(2700);
    expect(state.order?.fulfillmentPrice.amountCents).toBe(1500);
    expect(state.order?.fulfillmentSelection?.signatureOptedIn).toBe(true);
  });

  it('clears the order and prescriptions once submitted', () => {
    const state = reduce(withOrder(), orderSubmitted());
    expect(state.order).toBeNull();
    expect(state.prescriptions).toEqual([]);
    expect(state.patient).toEqual(PATIENT);
  });

  it('clears everything when an item is cancelled', () => {
    const state = reduce(reduce(withOrder(), chatIdentified(CHAT)), itemCancelled());
    expect(state).toEqual(initialReverieState);
  });

  it('follows the API’s answers: an item price chosen on the server', () => {
    const answered = { ...createOrder([ITEM_A]), id: 'order-2' };
    const state = reduce(withOrder(), {
      type: 'api/executeMutation/fulfilled',
      payload: answered,
      meta: { arg: { endpointName: 'selectItemPrice', originalArgs: {} } },
    });
    expect(state.order?.id).toBe('order-2');
    const submitted = reduce(state, {
      type: 'api/executeMutation/fulfilled',
      payload: answered,
      meta: { arg: { endpointName: 'submitOrder', originalArgs: {} } },
    });
    expect(submitted.order).toBeNull();
  });
});

describe('auto-refill', () => {
  it('cancels: the prescription is no longer enrolled', () => {
    const state = reduce(withOrder(), autoRefillCancelled(ATORVASTATIN.drugDetail.medNameId));
    expect(state.prescriptions[0]?.refillDetails.enrolledInAutorefill).toBe(false);
    expect(state.prescriptions[1]?.refillDetails.enrolledInAutorefill).toBe(true);
  });

  it('delays to a new date', () => {
    const state = reduce(
      withOrder(),
      autoRefillDelayed({ medNameId: LISINOPRIL.drugDetail.medNameId, date: '2027-01-15' }),
    );
    expect(state.prescriptions[1]?.refillDetails.consumerRefillDate).toBe('2027-01-15');
  });
});

describe('chat session', () => {
  it('starts, is identified, and forgets a failed start', () => {
    let state = reduce(initialReverieState, chatStarting());
    expect(state.chat.fetching).toBe(true);
    state = reduce(state, chatIdentified(CHAT));
    expect(state.chat).toEqual({ ...CHAT, started: true, fetching: false });
    expect(reduce(state, chatFailed()).chat.started).toBe(false);
  });

  it('asks for a new token only once the expiry has passed', () => {
    expect(isChatTokenExpired(CHAT, new Date('2026-11-27T11:59:59.000Z'))).toBe(false);
    expect(isChatTokenExpired(CHAT, new Date('2026-11-27T12:00:00.000Z'))).toBe(true);
    expect(isChatTokenExpired({ token: null, expires: null }, new Date())).toBe(true);
  });
});
