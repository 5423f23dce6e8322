import { render, screen, within } from '@testing-library/react';
import { buildFulfillmentTimeline } from '@fillwell/domain';
import { FulfillmentTimeline } from './fulfillment-timeline';

describe('FulfillmentTimeline', () => {
  it('lists the five steps in order with their state in words', () => {
    render(<FulfillmentTimeline steps={buildFulfillmentTimeline('dispensing', 'delivery')} />);
    const list = screen.getByRole('list', { name: 'Fulfillment status' });
    expect(list.tagName).toBe('OL');
    const steps = within(list).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Order ReceivedCompleted',
      'Retrieving PrescriptionCompleted',
      'Order ProcessingIn progress',
      'Order ShippedNot started',
      'Order DeliveredNot started',
    ]);
    expect(steps.map((step) => step.getAttribute('aria-current'))).toEqual([
      null,
      null,
      'step',
      null,
      null,
    ]);
  });

  it('completes every step once delivered, with no current step', () => {
    render(<FulfillmentTimeline steps={buildFulfillmentTimeline('delivered', 'delivery')} />);
    const steps = screen.getAllByRole('listitem');
    expect(steps.every((step) => step.textContent?.endsWith('Completed'))).toBe(true);
    expect(steps.some((step) => step.hasAttribute('aria-current'))).toBe(false);
  });
});
