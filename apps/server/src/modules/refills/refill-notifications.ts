import { formatMoney, formatScheduleDate, PRODUCT } from '@fillwell/domain';
import type { MessageSender } from '../../adapters/messages/index';
import type { AppDatabase } from '../../db/client';
import { findAccountContact } from './medication-repository';

/** The medication a message is about. */
export interface RefillSubject {
  accountId: string;
  name: string;
  description: string;
}

/** A message as an email (subject and text) and as a text message for an account without one. */
interface RefillMessage {
  subject: string;
  text: string;
  sms: string;
}

export interface RefillNotifierOptions {
  db: AppDatabase;
  messages: MessageSender;
  /** The site's address for links. */
  siteUrl: string;
  supportPhone: string;
  /** A message that could not be sent does not undo the refill: it is reported here. */
  onSendFailed: (error: unknown) => void;
}

/** Tells people about their auto-refills: price changes, refills ordered, declined payments. */
export function createRefillNotifier(options: RefillNotifierOptions) {
  const { db, messages, siteUrl } = options;
  const medicationsUrl = `${siteUrl}/account/medications`;
  const footer = ['', `Questions? Call us at ${options.supportPhone}.`];

  async function send(accountId: string, message: RefillMessage): Promise<void> {
    try {
      const contact = await findAccountContact(db, accountId);
      if (contact?.email) {
        await messages.sendEmail({
          to: contact.email,
          subject: message.subject,
          text: message.text,
        });
      } else if (contact?.mobileNumber) {
        await messages.sendSms({ to: contact.mobileNumber, text: message.sms });
      }
    } catch (error) {
      options.onSendFailed(error);
    }
  }

  const label = (subject: RefillSubject) => `${subject.name}, ${subject.description}`;

  function notifyPriceChange(
    subject: RefillSubject,
    change: { fromCents: number; toCents: number; billedOn: string },
  ): Promise<void> {
    const date = formatScheduleDate(change.billedOn);
    const to = formatMoney(change.toCents);
    return send(subject.accountId, {
      subject: `The price of your ${PRODUCT.name} auto-refill has changed`,
      text: [
        `The price of your auto-refill of ${label(subject)} has changed from ${formatMoney(change.fromCents)} to ${to}.`,
        `Your next refill will be charged ${to} on ${date}.`,
        '',
        `To change the date or cancel the auto-refill, visit ${medicationsUrl}`,
        ...footer,
      ].join('\n'),
      sms: `${PRODUCT.name}: your auto-refill of ${subject.name} will cost ${to} on ${date}. Change or cancel: ${medicationsUrl}`,
    });
  }

  function notifyRefillOrdered(
    subject: RefillSubject,
    refill: { orderId: string; orderNumber: string; chargedCents: number; nextOn: string },
  ): Promise<void> {
    const orderUrl = `${siteUrl}/checkout/order-confirmation/${refill.orderId}`;
    return send(subject.accountId, {
      subject: `Your ${PRODUCT.name} auto-refill is ordered (order ${refill.orderNumber})`,
      text: [
        `We ordered your auto-refill of ${label(subject)} and charged ${formatMoney(refill.chargedCents)} to your card.`,
        `Follow your order ${refill.orderNumber}: ${orderUrl}`,
        `Your next refill: ${formatScheduleDate(refill.nextOn)}.`,
        ...footer,
      ].join('\n'),
      sms: `${PRODUCT.name}: your auto-refill of ${subject.name} is ordered (order ${refill.orderNumber}). Follow it at ${orderUrl}`,
    });
  }

  function notifyRefillDeclined(
    subject: RefillSubject,
    decline: { message: string; retryOn: string | null },
  ): Promise<void> {
    const nextStep = decline.retryOn
      ? `We will try again on ${formatScheduleDate(decline.retryOn)}. To use another card, visit ${siteUrl}/account/cards`
      : `Your auto-refill is paused. Check your card and address in your account, then choose a new date to start it again: ${medicationsUrl}`;
    return send(subject.accountId, {
      subject: decline.retryOn
        ? `We could not order your ${PRODUCT.name} auto-refill`
        : `Your ${PRODUCT.name} auto-refill is paused`,
      text: [
        `We could not order your auto-refill of ${label(subject)}: ${decline.message}`,
        nextStep,
        ...footer,
      ].join('\n'),
      sms: `${PRODUCT.name}: we could not order your auto-refill of ${subject.name}. ${nextStep}`,
    });
  }

  return { notifyPriceChange, notifyRefillOrdered, notifyRefillDeclined };
}

export type RefillNotifier = ReturnType<typeof createRefillNotifier>;
