import { chooseOrderUpdateChannel } from '@fillwell/domain';
import type { MessageSender } from '../../adapters/messages/index';
import type { AppDatabase } from '../../db/client';
import { readOrderAccount } from '../orders/index';
import { composeDecisionMessage, type DecisionNews } from './decision-message';

export interface DecisionNotifierOptions {
  db: AppDatabase;
  messages: MessageSender;
  /** A message that could not be sent does not undo the decision: it is reported here. */
  onSendFailed: (error: unknown) => void;
}

/**
 * Tells the patient of the decision the way they hear about their order: by text when they
 * turned texts on (or have no email), else by email.
 */
export function createDecisionNotifier({ db, messages, onSendFailed }: DecisionNotifierOptions) {
  async function notify(accountId: string, news: DecisionNews, siteUrl: string): Promise<void> {
    try {
      const account = await readOrderAccount(db, accountId);
      if (!account) return;
      const message = composeDecisionMessage(news, siteUrl);
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
      onSendFailed(error);
    }
  }

  return { notify };
}

export type DecisionNotifier = ReturnType<typeof createDecisionNotifier>;
