import { buildPrescriptionRequest } from './prescription-form';
import { toPublishRequest } from './publish-survey-form';

describe('the console’s requests', () => {
  it('offers the chosen quantities with their days and the pharmacy’s own price', () => {
    const request = buildPrescriptionRequest(
      { medId: 42, description: '20 mg tablet', quantities: [30, 90], drugName: 'Atorvastatin' },
      [
        { quantity: 30, isOffered: true, daysSupply: '30', price: '' },
        { quantity: 90, isOffered: true, daysSupply: '90', price: '$24.50' },
        { quantity: 180, isOffered: false, daysSupply: '180', price: '' },
      ],
      '3',
      true,
      false,
    );
    expect(request).toEqual({
      medId: 42,
      refillsRemaining: 3,
      isAutoRefillEligible: true,
      enrolledInAutorefill: false,
      quantityOptions: [
        { quantity: 30, daysSupply: 30 },
        { quantity: 90, daysSupply: 90, priceCents: 2450 },
      ],
    });
  });

  it('publishes choices only for a choice question', () => {
    expect(
      toPublishRequest(' Your visit ', '', [
        { text: 'How was it?', kind: 'rating', options: 'a, b' },
        { text: 'Which?', kind: 'choice', options: 'Pickup, Delivery, ' },
      ]),
    ).toEqual({
      title: 'Your visit',
      description: null,
      questions: [
        { text: 'How was it?', kind: 'rating' },
        { text: 'Which?', kind: 'choice', options: ['Pickup', 'Delivery'] },
      ],
    });
  });
});
