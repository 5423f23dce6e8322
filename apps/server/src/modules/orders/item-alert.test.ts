import { describe, expect, it } from 'vitest';
import { buildItemAlert, type ItemAlertInput } from './item-alert';

const ITEM: ItemAlertInput = {
  formattedName: 'Lisinopril',
  status: 'active',
  rxSrcType: 'user',
  transferSource: 'pharmacy',
  rxSourceName: 'CVS Pharmacy #1',
  fulfillment: 'delivery',
  fulfillmentStatus: 'transferring',
};

describe('order item alerts', () => {
  it('tells of a transfer from a pharmacy: who we contact and how long it takes', () => {
    expect(buildItemAlert(ITEM)).toEqual({
      label: { text: 'Transfer in progress' },
      modal: {
        header: 'Prescription transfer',
        content: [
          'We contact CVS Pharmacy #1 to transfer your prescription for Lisinopril.',
          'Prescription transfers take 1-3 business days.',
          'We ship your order as soon as the prescription arrives.',
          expect.stringMatching(/^Questions\? Call us at \(\d{3}\) \d{3}-\d{4}\.$/),
        ],
      },
    });
  });

  it('names the prescriber for a provider source, and says so for pickup', () => {
    const alert = buildItemAlert({
      ...ITEM,
      transferSource: 'provider',
      rxSourceName: 'Dr. Jane Roe',
      fulfillment: 'pickup',
      fulfillmentStatus: 'pending',
    });
    expect(alert?.modal.content.slice(0, 3)).toEqual([
      'We contact Dr. Jane Roe to send us your prescription for Lisinopril.',
      'Prescription transfers take 1-3 business days.',
      'We let you know when your order is ready for pickup.',
    ]);
  });

  it('asks for the doctor visit of a consultation item', () => {
    const alert = buildItemAlert({ ...ITEM, rxSrcType: 'consultation', transferSource: null });
    expect(alert?.label.text).toBe('Doctor visit required');
    expect(alert?.modal.header).toBe('Online doctor visit');
  });

  it('has nothing to say once filling starts, for cancelled items, or without a transfer', () => {
    expect(buildItemAlert({ ...ITEM, fulfillmentStatus: 'dispensing' })).toBeNull();
    expect(buildItemAlert({ ...ITEM, status: 'cancelled' })).toBeNull();
    expect(buildItemAlert({ ...ITEM, transferSource: 'bhp' })).toBeNull();
    expect(buildItemAlert({ ...ITEM, transferSource: null, rxSrcType: null })).toBeNull();
  });
});
