import type { AppConfig } from '../../config';
import type { AppDatabase } from '../../db/client';
import type { MessageSender } from './message-sender';
import { createOutboxSender } from './outbox-sender';
import { createSmtpSender } from './smtp-sender';

export type { EmailMessage, MessageSender, SmsMessage } from './message-sender';
export { createOutboxSender, listOutboxMessages } from './outbox-sender';
export { createSmtpSender } from './smtp-sender';

/** SMTP for email when SMTP_URL is set; otherwise (and for SMS) the outbox table. */
export function createMessageSender(
  config: Pick<AppConfig, 'smtpUrl' | 'mailFrom'>,
  db: AppDatabase,
): MessageSender {
  const outbox = createOutboxSender(db);
  return config.smtpUrl ? createSmtpSender(config.smtpUrl, config.mailFrom, outbox) : outbox;
}
