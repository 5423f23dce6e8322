import { chooseOrderUpdateChannel } from '@fillwell/domain';
import type { MessageSender } from '../../adapters/messages/index';
import type { AppDatabase } from '../../db/client';
import type { OrderRow } from '../../db/schema/index';
import {
  composeOrderConfirmation,
  composeOrderConfirmationSms,
} from './order-confirmation-message';
import { findOrder, listOrderItems, readOrderAccount } from './order-repository';
import { composeOrderUpdate, isAnnouncedStep } from './order-update-message';

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
      const message = composeOrderUpdate(order, status, siteUrl);
      const channel = chooseOrderUpdateChannel(account);
      if (channel === 'text' && account.mobileNumber) {
        await messages.sendSms({ to: account.mobileNumber, text: message.sms });
      } else if (channel === 'email' && account.email) {
        await messages.sendEmail({
          to: account.email,
          subject: message.subject,
          text: message.text,
        });
      }
    } catch (error) {
      options.onSendFailed(error);
    }
  }

  return { sendConfirmation, sendUpdate };
}
