import { buildFulfillmentTimeline } from '@fillwell/domain';
import {
  buildConfirmationMessages,
  CONFIRMATION_HEADLINES,
  getConfirmationHeadline,
} from './confirmation-messages';
import { createDeliveryOrder, createOrder, createOrderItem } from './testing/order-fixtures';

describe('getConfirmationHeadline', () => {
  it("says 'Purchase Complete' for an order without a doctor visit", () => {
    expect(getConfirmationHeadline(createOrder())).toBe(CONFIRMATION_HEADLINES.purchase);
  });

  it("says 'Start your consultation now' when the order has a consultation", () => {
    expect(getConfirmationHeadline(createOrder({ consultationId: 'c_1' }))).toBe(
      'Start your consultation now',
    );
    const item = createOrderItem({ rxSrcType: 'consultation' });
    expect(getConfirmationHeadline(createOrder({ items: [item] }))).toBe(
      'Start your consultation now',
    );
  });

  it('ignores a cancelled doctor-visit item', () => {
    const item = createOrderItem({ rxSrcType: 'consultation', status: 'cancelled' });
    expect(getConfirmationHeadline(createOrder({ items: [item, createOrderItem()] }))).toBe(
      'Purchase Complete',
    );
  });
});

describe('buildConfirmationMessages', () => {
  it('tells a pickup order it was sent to the pharmacy, and how the person hears it is ready', () => {
    const itemFromPharmacy = createOrderItem({ transferSource: 'bhp' });
    expect(buildConfirmationMessages(createOrder({ items: [itemFromPharmacy] }))).toEqual([
      "We sent your order to Walgreens #1234. We'll email you when it is ready for pickup.",
    ]);
    const texted = createOrder({ items: [itemFromPharmacy], updateChannel: 'text' });
    expect(buildConfirmationMessages(texted)[0]).toBe(
      "We sent your order to Walgreens #1234. We'll text you when it is ready for pickup.",
    );
    const unreachable = createOrder({ items: [itemFromPharmacy], updateChannel: null });
    expect(buildConfirmationMessages(unreachable)[0]).toBe(
      'We sent your order to Walgreens #1234.',
    );
  });

  it("asks to have the person's own doctor send a pickup prescription, naming the doctor once known", () => {
    expect(buildConfirmationMessages(createOrder())).toContain(
      'Ask your doctor to send the prescription for Atorvastatin to Walgreens #1234.',
    );
    const prescriber = {
      providerId: 100001,
      fullName: 'Julie Simpson, MD',
      city: 'Lodi',
      state: 'MO',
    };
    const item = createOrderItem({ isSentByOwnDoctor: true, prescriber });
    expect(buildConfirmationMessages(createOrder({ items: [item] }))).toContain(
      'Ask Julie Simpson, MD to send the prescription for Atorvastatin to Walgreens #1234.',
    );
  });

  it('follows the visit rather than asking to start it once it is with the doctor', () => {
    const order = createOrder({
      consultationId: 'c_1',
      consultationStatus: 'awaiting_doctor_review',
      items: [createOrderItem({ rxSrcType: 'consultation' })],
    });
    expect(getConfirmationHeadline(order)).toBe('Your doctor is reviewing your visit');
    expect(buildConfirmationMessages(order)[0]).toMatch(/^You sent your visit to the doctor/);
  });

  it('follows a pickup order to ready and picked up', () => {
    const ready = createOrder({ fulfillmentStatus: 'ready_for_pickup' });
    expect(buildConfirmationMessages(ready)).toEqual([
      'Your order is ready for pickup at Walgreens #1234.',
    ]);
    const done = createOrder({ fulfillmentStatus: 'picked_up' });
    expect(buildConfirmationMessages(done)).toEqual([
      'You picked up your order at Walgreens #1234.',
    ]);
  });

  it('says a delivery ships free by USPS First Class once the prescription arrives', () => {
    expect(buildConfirmationMessages(createDeliveryOrder())).toEqual([
      'Your order ships free by USPS First Class once we receive your prescription. Estimated delivery: March 21, 2026.',
    ]);
    const shipping = createDeliveryOrder({ fulfillmentStatus: 'shipping' });
    expect(buildConfirmationMessages(shipping)[0]).toBe(
      'Your order is on its way by USPS First Class. Estimated delivery: March 21, 2026.',
    );
  });

  it('adds the transfer message while the prescription is being transferred', () => {
    const item = createOrderItem({ transferSource: 'pharmacy', rxSourceName: 'CVS Pharmacy' });
    const transferring = createDeliveryOrder({ items: [item], fulfillmentStatus: 'transferring' });
    expect(buildConfirmationMessages(transferring)).toContain(
      "We're transferring your prescription from CVS Pharmacy. Transfers take 1-3 business days.",
    );
    const pending = createDeliveryOrder({ items: [item] });
    expect(buildConfirmationMessages(pending)).toHaveLength(2);
  });

  it('drops the transfer message once the prescription has arrived', () => {
    const item = createOrderItem({ transferSource: 'pharmacy', rxSourceName: 'CVS Pharmacy' });
    const dispensing = createDeliveryOrder({
      items: [item],
      fulfillmentStatus: 'dispensing',
      timeline: buildFulfillmentTimeline('dispensing', 'delivery'),
    });
    expect(buildConfirmationMessages(dispensing)).toEqual([
      'The pharmacy is preparing your order. It ships free by USPS First Class. Estimated delivery: March 21, 2026.',
    ]);
  });

  it('asks the person to have their doctor send a prescription they provide themselves', () => {
    const item = createOrderItem({ rxSrcType: 'user' });
    expect(buildConfirmationMessages(createDeliveryOrder({ items: [item] }))).toContain(
      'Ask your doctor to send the prescription for Atorvastatin to Fillwell Mail Pharmacy.',
    );
  });

  it('says one transfer source once for several items', () => {
    const items = ['a', 'b'].map((id) =>
      createOrderItem({ id, transferSource: 'pharmacy', rxSourceName: 'CVS Pharmacy' }),
    );
    expect(buildConfirmationMessages(createDeliveryOrder({ items }))).toHaveLength(2);
  });

  it('leads a doctor-visit order with the visit', () => {
    const [lead] = buildConfirmationMessages(createOrder({ consultationId: 'c_1' }));
    expect(lead).toBe(
      'Your online doctor visit takes about 5 minutes, and a doctor reviews it within 24 hours. If the doctor prescribes, we send your order to Walgreens #1234.',
    );
  });

  it('says a cancelled order was cancelled', () => {
    const order = createOrder({ orderStatus: 'cancelled', fulfillmentStatus: 'cancelled' });
    expect(buildConfirmationMessages(order)).toEqual(['This order was cancelled.']);
  });
});
