import type { MessageSender } from '../../adapters/messages/index';
import type { AppDatabase } from '../../db/client';
import { readOrderAccount, sendOrderNews } from '../orders/index';
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
      if (account) await sendOrderNews(messages, account, composeDecisionMessage(news, siteUrl));
    } catch (error) {
      onSendFailed(error);
    }
  }

  return { notify };
}

export type DecisionNotifier = ReturnType<typeof createDecisionNotifier>;
