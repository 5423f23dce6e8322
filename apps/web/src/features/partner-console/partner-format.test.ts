import type { PartnerOrder } from '@fillwell/contracts';
import { createPartnerOrder, money } from './testing/partner-fixtures';
import { describeOrderStatus, listNextSteps } from './partner-format';

const EXPRESS = {
  id: 'express_shipping' as const,
  price: money(1500),
  displayName: 'Express shipping',
  fulfillmentType: 'delivery' as const,
  signatureOptedIn: true,
};
const PICKUP = {
  ...EXPRESS,
  id: 'pickup' as const,
  displayName: 'Pickup',
  fulfillmentType: 'pickup' as const,
};

describe('moving an order along', () => {
  it('offers the next step of a delivery only', () => {
    const steps = (fulfillmentStatus: PartnerOrder['fulfillmentStatus']) =>
      listNextSteps(createPartnerOrder({ fulfillmentStatus, fulfillmentSelection: EXPRESS })).map(
        (step) => step.status,
      );
    expect(steps('pending')).toEqual(['dispensing']);
    expect(steps('dispensing')).toEqual(['shipping']);
    expect(steps('shipping')).toEqual(['delivered']);
    expect(steps('delivered')).toEqual([]);
  });

  it('ends a pickup at the counter', () => {
    const order = createPartnerOrder({
      fulfillmentStatus: 'dispensing',
      fulfillmentSelection: PICKUP,
    });
    expect(listNextSteps(order).map((step) => step.status)).toEqual(['ready_for_pickup']);
    expect(
      listNextSteps({ ...order, fulfillmentStatus: 'ready_for_pickup' }).map((step) => step.status),
    ).toEqual(['picked_up']);
  });

  it('offers nothing for an order still being built', () => {
    const order = createPartnerOrder({ orderStatus: 'open', fulfillmentStatus: null });
    expect(listNextSteps(order)).toEqual([]);
    expect(describeOrderStatus(order)).toBe('Being built by the patient');
  });
});
