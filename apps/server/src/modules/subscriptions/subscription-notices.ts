import { formatMoney, PRODUCT } from '@fillwell/domain';
import type { MessageSender } from '../../adapters/messages/index';
import type { AppDatabase } from '../../db/client';
import type { SubscriptionRow } from '../../db/schema/index';
import { readSubscriberFacts } from './subscription-repository';

export interface SubscriptionNoticesOptions {
  db: AppDatabase;
  messages: MessageSender;
  /** The site's address for the link in the message. */
  siteUrl: string;
  supportPhone: string;
  /** A message that could not be sent does not undo the renewal's outcome: it is reported. */
  onSendFailed: (error: unknown) => void;
}

export interface PaymentDeclinedNotice {
  subject: string;
  text: string;
}

export function composePaymentDeclined(
  subscription: Pick<SubscriptionRow, 'planName' | 'subscriptionFeeCents'>,
  failure: string,
  options: { firstName: string | null; siteUrl: string; supportPhone: string },
): PaymentDeclinedNotice {
  const greeting = options.firstName ? `Hi ${options.firstName},` : 'Hello,';
  return {
    subject: `Your ${PRODUCT.name} subscription payment did not go through`,
    text: [
      greeting,
      '',
      `We could not charge ${formatMoney(subscription.subscriptionFeeCents)} for this month of your ${subscription.planName}: ${failure}`,
      'Your subscription is past due. Update your payment method to keep your treatment coming:',
      `${options.siteUrl}/account/cards`,
      '',
      `Questions? Call us at ${options.supportPhone}.`,
    ].join('\n'),
  };
}

/** Tells a subscriber by email (or by text, without an email) that a month was declined. */
export function createSubscriptionNotices(options: SubscriptionNoticesOptions) {
  const { db, messages } = options;

  async function sendPaymentDeclined(subscription: SubscriptionRow, failure: string) {
    try {
      const facts = await readSubscriberFacts(db, subscription.accountId);
      const notice = composePaymentDeclined(subscription, failure, {
        firstName: facts?.firstName ?? null,
        siteUrl: options.siteUrl,
        supportPhone: options.supportPhone,
      });
      if (facts?.email) await messages.sendEmail({ to: facts.email, ...notice });
      else if (facts?.mobileNumber) {
        await messages.sendSms({
          to: facts.mobileNumber,
          text: `${notice.subject}. ${notice.text}`,
        });
      }
    } catch (error) {
      options.onSendFailed(error);
    }
  }

  return { sendPaymentDeclined };
}

export type SubscriptionNotices = ReturnType<typeof createSubscriptionNotices>;
