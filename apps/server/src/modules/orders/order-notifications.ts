import type { MessageSender } from '../../adapters/messages/index';
import type { AppDatabase } from '../../db/client';
import type { OrderRow } from '../../db/schema/index';
import {
  composeOrderConfirmation,
  composeOrderConfirmationSms,
} from './order-confirmation-message';
import { listOrderItems, readOrderAccount } from './order-repository';

export interface OrderNotifierOptions {
  db: AppDatabase;
  messages: MessageSender;
  /** A message that could not be sent does not undo the purchase: it is reported here. */
  onSendFailed: (error: unknown) => void;
}

/** Sends the order confirmation by email, or by text to an account without an email. */
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

  return { sendConfirmation };
}
