import { CONSULTATION_STATUSES, type ConsultationStatus } from '@fillwell/domain';
import {
  CONSULTATION_HEADLINES,
  getConsultationNextStep,
  getOrderConsultationStep,
} from './consultation-next-step';
import {
  createDeliveryOrder,
  createMoney,
  createOrder,
  createOrderItem,
} from './testing/order-fixtures';

const visitItem = createOrderItem({
  rxSrcType: 'consultation',
  isSentByOwnDoctor: false,
  consultation: { price: createMoney(500) },
});
const visitOrder = createOrder({
  items: [visitItem],
  consultationId: 'cons_9',
  consultationStatus: 'incomplete',
});
const VISIT_LINK = '/consultation/cons_9';

describe('the call to action of an order with an online doctor visit', () => {
  it.each(CONSULTATION_STATUSES.map((status) => [status]))(
    "says 'Action required — Start your consultation now' only for a visit not started (%s)",
    (status: ConsultationStatus) => {
      const step = getConsultationNextStep(visitOrder, status);
      const isIncomplete = status === 'incomplete';
      expect(step.headline).toBe(CONSULTATION_HEADLINES[status]);
      expect(step.isActionRequired).toBe(isIncomplete);
      expect(step.headline === 'Start your consultation now').toBe(isIncomplete);
      expect(step.action?.label === 'Start your consultation').toBe(isIncomplete);
      expect(step.message.length).toBeGreaterThan(0);
      expect(step.cardText.length).toBeGreaterThan(0);
    },
  );

  it('asks a visit not started yet to be started, and says what follows', () => {
    expect(getConsultationNextStep(visitOrder, 'incomplete')).toEqual({
      headline: 'Start your consultation now',
      isActionRequired: true,
      message:
        'Your online doctor visit takes about 5 minutes, and a doctor reviews it within 24 hours. If the doctor prescribes, we send your order to Walgreens #1234.',
      cardText:
        'Answer a few questions about your health. It takes about 5 minutes, and a doctor reviews your visit within 24 hours.',
      action: { label: 'Start your consultation', to: VISIT_LINK },
    });
  });

  it('says the doctor reviews a submitted visit within 24 hours, and how the news comes', () => {
    const step = getConsultationNextStep(visitOrder, 'awaiting_doctor_review');
    expect(step.headline).toBe('Your doctor is reviewing your visit');
    expect(step.message).toBe(
      'You sent your visit to the doctor, who reviews it within 24 hours. If the doctor prescribes, we send your order to Walgreens #1234.',
    );
    expect(step.cardText).toBe(
      "A doctor reviews your visit within 24 hours. We'll email you as soon as the doctor decides.",
    );
    const texted = getConsultationNextStep(
      { ...visitOrder, updateChannel: 'text' },
      'awaiting_doctor_review',
    );
    expect(texted.cardText).toContain("We'll text you as soon as the doctor decides.");
    expect(step.action).toEqual({ label: 'See your visit', to: VISIT_LINK });
  });

  it('says a prescribed visit sent the prescription on: to the pharmacy, or to be shipped', () => {
    const pickup = getConsultationNextStep(visitOrder, 'prescribed');
    expect(pickup.headline).toBe('Your doctor prescribed your medication');
    expect(pickup.message).toBe(
      "The doctor reviewed your visit and wrote your prescription. We sent your prescription to Walgreens #1234. We'll email you when it is ready for pickup.",
    );
    expect(pickup.action).toEqual({ label: "Read the doctor's report", to: VISIT_LINK });
    const delivery = getConsultationNextStep(
      createDeliveryOrder({ items: [visitItem], consultationId: 'cons_9' }),
      'prescribed',
    );
    expect(delivery.message).toContain('Your order ships free by USPS First Class');
  });

  it('says a declined visit refunded the medication and kept the fee', () => {
    const refunded = {
      ...visitOrder,
      cardPaymentsRefunds: [
        ...visitOrder.cardPaymentsRefunds,
        { id: 'pay_2', kind: 'refund' as const, amount: createMoney(1311), createdOn: '' },
      ],
    };
    expect(getConsultationNextStep(refunded, 'not_prescribed').message).toBe(
      'The doctor reviewed your visit and did not prescribe the medication, so we cancelled it. We refunded $13.11 to your card. The visit fee is not refunded: the doctor reviewed your visit.',
    );
  });

  it('offers a full refund through Your Orders when the visit cannot go ahead', () => {
    const step = getConsultationNextStep(visitOrder, 'not_eligible');
    expect(step.message).toContain('Cancel it in Your Orders for a full refund');
    expect(step.action).toEqual({ label: 'Go to Your Orders', to: '/account/orders' });
  });

  it('leaves nothing to do for a cancelled visit, and points a completed one to the list', () => {
    expect(getConsultationNextStep(visitOrder, 'cancelled').action).toBeNull();
    expect(getConsultationNextStep(visitOrder, 'completed').action).toEqual({
      label: 'See your consultations',
      to: '/account/consultations',
    });
  });

  it("reads the order's own status, and has no step for an order without a visit", () => {
    const reviewing = { ...visitOrder, consultationStatus: 'awaiting_doctor_review' as const };
    expect(getOrderConsultationStep(reviewing)?.isActionRequired).toBe(false);
    expect(getOrderConsultationStep(createOrder())).toBeNull();
  });
});
