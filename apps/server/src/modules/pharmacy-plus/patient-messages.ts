import { PRODUCT } from '@fillwell/domain';
import type { SmsMessage } from '../../adapters/messages/index';

/** The Pharmacy Plus page (partner-and-shell §2.1). */
const ORDER_SERVICE_PATH = '/order-service';

/** The text a pharmacy's link goes out in: the link and its code. */
export function composeLinkSms(
  mobileNumber: string,
  pharmacyName: string,
  link: string,
  code: string,
): SmsMessage {
  return {
    to: mobileNumber,
    text:
      `${pharmacyName}: review and order your prescriptions with ${PRODUCT.name} Pharmacy Plus: ` +
      `${link} Your code is ${code}. The link works for 7 days.`,
  };
}

export function composeCodeSms(
  mobileNumber: string,
  pharmacyName: string,
  code: string,
): SmsMessage {
  return {
    to: mobileNumber,
    text: `${pharmacyName}: your ${PRODUCT.name} Pharmacy Plus code is ${code}. It works for 30 minutes.`,
  };
}

/** Where a link opens: /order-service?exit_token=… */
export function buildExitLink(origin: string, token: string): string {
  return `${origin}${ORDER_SERVICE_PATH}?exit_token=${encodeURIComponent(token)}`;
}

export function composeOrderSms(
  mobileNumber: string,
  pharmacyName: string,
  orderNumber: string,
  total: string,
): SmsMessage {
  return {
    to: mobileNumber,
    text: `${pharmacyName} received your order ${orderNumber} (${total}). We'll text you as it moves along.`,
  };
}

export function composeReferralEmail(
  to: string,
  referrerFirstName: string,
  pharmacyName: string,
  link: string,
) {
  return {
    to,
    subject: `${referrerFirstName} invites you to ${pharmacyName} on ${PRODUCT.name}`,
    text:
      `${referrerFirstName} fills their prescriptions with ${pharmacyName} through ` +
      `${PRODUCT.name} Pharmacy Plus and thought you might like to as well.\n\n${link}\n`,
  };
}
