import type { AppConfig } from '../../config';
import type { AppDatabase } from '../../db/client';
import type { MessageSender } from './message-sender';
import { createOutboxSender, keepUndeliveredSms } from './outbox-sender';
import { createSmtpSender } from './smtp-sender';
import { createSmsProviderSender, type MessageLog } from './sms-provider-sender';

export type { EmailMessage, MessageSender, SmsMessage } from './message-sender';
export { MessageDeliveryError, isMessageDeliveryError } from './message-sender';
export { createOutboxSender, keepUndeliveredSms, listOutboxMessages } from './outbox-sender';
export { createSmtpSender } from './smtp-sender';
export { createSmsProviderSender, type MessageLog } from './sms-provider-sender';

export interface MessageSenderOptions {
  /** Told of texts the SMS provider would not take. */
  log?: MessageLog;
}

/**
 * Email through SMTP when SMTP_URL is set, texts through the SMS provider when SMS_* are set;
 * otherwise each goes to the outbox table.
 */
export function createMessageSender(
  config: Pick<AppConfig, 'smtpUrl' | 'mailFrom' | 'sms'>,
  db: AppDatabase,
  options: MessageSenderOptions = {},
): MessageSender {
  const outbox = createOutboxSender(db);
  const email = config.smtpUrl ? createSmtpSender(config.smtpUrl, config.mailFrom, outbox) : outbox;
  if (!config.sms) return email;
  const sms = createSmsProviderSender(config.sms, {
    keepUndelivered: (message, reason) => keepUndeliveredSms(db, message, reason),
    log: options.log,
  });
  return { sendEmail: (message) => email.sendEmail(message), sendSms: sms.sendSms };
}
