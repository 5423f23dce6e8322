import { randomBytes } from 'node:crypto';
import { desc } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { outboxMessages, type OutboxMessageRow } from '../../db/schema/index';
import type { MessageSender } from './message-sender';

/** Keeps every message in the outbox table, where /dev/outbox shows it (outside production). */
export function createOutboxSender(db: AppDatabase): MessageSender {
  const keep = async (
    channel: 'email' | 'sms',
    recipient: string,
    subject: string | null,
    body: string,
  ) => {
    await db.insert(outboxMessages).values({
      id: randomBytes(16).toString('base64url'),
      channel,
      recipient,
      subject,
      body,
    });
  };
  return {
    sendEmail: (message) => keep('email', message.to, message.subject, message.text),
    sendSms: (message) => keep('sms', message.to, null, message.text),
  };
}

/** The newest messages first. */
export async function listOutboxMessages(
  db: AppDatabase,
  limit = 100,
): Promise<OutboxMessageRow[]> {
  return db.select().from(outboxMessages).orderBy(desc(outboxMessages.createdAt)).limit(limit);
}
