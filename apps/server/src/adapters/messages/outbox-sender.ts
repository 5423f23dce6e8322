import { randomBytes } from 'node:crypto';
import { desc } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { outboxMessages, type OutboxMessageRow } from '../../db/schema/index';
import type { MessageSender, SmsMessage } from './message-sender';

/** Keeps every message in the outbox table, where /dev/outbox shows it (outside production). */
export function createOutboxSender(db: AppDatabase): MessageSender {
  return {
    sendEmail: (message) => keep(db, 'email', message.to, message.subject, message.text),
    sendSms: (message) => keep(db, 'sms', message.to, null, message.text),
  };
}

/**
 * Keeps a text the SMS provider would not take, its subject saying why, so that it is not lost
 * (texts have no subject otherwise).
 */
export async function keepUndeliveredSms(
  db: AppDatabase,
  message: SmsMessage,
  reason: string,
): Promise<void> {
  await keep(db, 'sms', message.to, `Not delivered: ${reason}`, message.text);
}

async function keep(
  db: AppDatabase,
  channel: 'email' | 'sms',
  recipient: string,
  subject: string | null,
  body: string,
): Promise<void> {
  await db.insert(outboxMessages).values({
    id: randomBytes(16).toString('base64url'),
    channel,
    recipient,
    subject,
    body,
  });
}

/** The newest messages first. */
export async function listOutboxMessages(
  db: AppDatabase,
  limit = 100,
): Promise<OutboxMessageRow[]> {
  return db.select().from(outboxMessages).orderBy(desc(outboxMessages.createdAt)).limit(limit);
}
