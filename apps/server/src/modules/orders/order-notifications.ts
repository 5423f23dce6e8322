import { chooseOrderUpdateChannel } from '@fillwell/domain';
import type { MessageSender } from '../../adapters/messages/index';
import type { AppDatabase } from '../../db/client';
import type { OrderRow } from '../../db/schema/index';
import {
  composeOrderConfirmation,
  composeOrderConfirmationSms,
} from './order-confirmation-message';
import {
  claimConfirmation,
  findOrder,
  listOrderItems,
  readOrderAccount,
  type OrderAccount,
} from './order-repository';
import { composeOrderUpdate, isAnnouncedStep, type OrderNews } from './order-update-message';

/** Sends news of an order the way the person hears of it: text or email (one rule for all). */
export async function sendOrderNews(
  messages: MessageSender,
  account: Pick<OrderAccount, 'email' | 'mobileNumber' | 'smsOptIn'>,
  news: OrderNews,
): Promise<void> {
  const channel = chooseOrderUpdateChannel(account);
  if (channel === 'text' && account.mobileNumber) {
    await messages.sendSms({ to: account.mobileNumber, text: news.sms });
  } else if (channel === 'email' && account.email) {
    await messages.sendEmail({ to: account.email, subject: news.subject, text: news.text });
  }
}

export interface OrderNotifierOptions {
  db: AppDatabase;
  messages: MessageSender;
  /** A message that could not be sent does not undo the purchase: it is reported here. */
  onSendFailed: (error: unknown) => void;
}

/**
 * The order's messages. The confirmation (the receipt) goes by email, or by text to an account
 * without an email; news that the order is ready or on its way goes the way the person chose
 * (chooseOrderUpdateChannel), which is what the order pages promise.
 */
export function createOrderNotifier(options: OrderNotifierOptions) {
  const { db, messages } = options;

  async function sendConfirmation(order: OrderRow, siteUrl: string): Promise<void> {
    try {
      const account = await readOrderAccount(db, order.accountId);
      if (account?.email) {
        const items = await listOrderItems(db, [order.id]);
        const message = composeOrderConfirmation(order, items, siteUrl);
        await messages.sendEmail({ to: account.email, ...message });
      } else if (account?.mobileNumber) {
        const text = composeOrderConfirmationSms(order, siteUrl);
        await messages.sendSms({ to: account.mobileNumber, text });
      }
    } catch (error) {
      options.onSendFailed(error);
    }
  }

  /** Tells the person the order moved to `status`, when it is a step they hear about. */
  async function sendUpdate(orderId: string, status: string, siteUrl: string): Promise<void> {
    if (!isAnnouncedStep(status)) return;
    try {
      const order = await findOrder(db, orderId);
      const account = order ? await readOrderAccount(db, order.accountId) : undefined;
      if (!order || !account) return;
      await sendOrderNews(messages, account, composeOrderUpdate(order, status, siteUrl));
    } catch (error) {
      options.onSendFailed(error);
    }
  }

  /**
   * Sends a paid purchase's confirmation unless it was sent already: whoever sees the order paid
   * (the purchase, or the recovery after the process that charged it died) may call it, and
   * exactly one caller sends.
   */
  async function confirmPurchase(order: OrderRow, siteUrl: string): Promise<void> {
    const claimed = await claimConfirmation(db, order.id);
    if (claimed) await sendConfirmation(claimed, siteUrl);
  }

  return { confirmPurchase, sendUpdate };
}
