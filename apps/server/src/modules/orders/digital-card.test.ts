import { describe, expect, it } from 'vitest';
import { PRODUCT } from '@fillwell/domain';
import { buildDigitalCard, deriveMemberId, DIGITAL_CARD } from './digital-card';

describe('the digital discount card', () => {
  it('gives an account the same member id every time: FW and nine digits', () => {
    const memberId = deriveMemberId('acc_123');
    expect(memberId).toMatch(/^FW\d{9}$/);
    expect(deriveMemberId('acc_123')).toBe(memberId);
    expect(deriveMemberId('acc_124')).not.toBe(memberId);
  });

  it('carries the billing numbers, the names, the pharmacy help line and the order number', () => {
    expect(buildDigitalCard('acc_1', { firstName: 'Ada', lastName: null }, 'FW-7K3M9QX2')).toEqual({
      memberId: deriveMemberId('acc_1'),
      rxBin: '610709',
      rxGroup: 'FILLWELL',
      rxPcn: 'FWRX',
      firstName: 'Ada',
      lastName: null,
      pharmacyHelpNumber: PRODUCT.supportPhone,
      orderNumber: 'FW-7K3M9QX2',
    });
    expect(DIGITAL_CARD.memberIdPrefix).toBe('FW');
  });
});
