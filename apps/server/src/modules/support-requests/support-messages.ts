import type { EmailMessage } from '../../adapters/messages/index';
import { PRODUCT, SUPPORT_HOURS } from '@fillwell/domain';

const SIGN_OFF = [
  '',
  `If you need us sooner, call ${PRODUCT.supportPhone} (${SUPPORT_HOURS.weekdays}; ${SUPPORT_HOURS.weekends}).`,
  '',
  `The ${PRODUCT.name} team`,
];

export function composeContactReceipt(to: string, name: string, reference: string): EmailMessage {
  return {
    to,
    subject: `We received your message (${reference})`,
    text: [
      `Hi ${name},`,
      '',
      `Thank you for writing to ${PRODUCT.name}. We answer within one business day.`,
      `Your reference is ${reference}: quote it if you write again.`,
      ...SIGN_OFF,
    ].join('\n'),
  };
}

export function composePriceMatchReceipt(
  to: string,
  claim: { name: string; orderNumber: string; medication: string; lowerPrice: string },
  reference: string,
): EmailMessage {
  return {
    to,
    subject: `Your price match claim ${reference}`,
    text: [
      `Hi ${claim.name},`,
      '',
      `We received your price match claim for order ${claim.orderNumber}:`,
      `${claim.medication}, seen for $${claim.lowerPrice}.`,
      '',
      'We check each claim within two business days. When it is approved, we refund the',
      'difference to your original payment method within 5 business days.',
      `Your reference is ${reference}.`,
      ...SIGN_OFF,
    ].join('\n'),
  };
}
