import { eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { createRecordId } from '../../db/record-id';
import { newsletterSubscribers } from '../../db/schema/index';

export type NewsletterSubscriberRow = typeof newsletterSubscribers.$inferSelect;

/**
 * Records a request for the newsletter: a new subscriber, or new pending topics and a new link
 * for one already known (their confirmed topics stay until the new link is followed). Answers
 * the subscriber's id.
 */
export async function requestSubscription(
  db: AppDatabase,
  request: { email: string; topics: string[]; tokenHash: string },
): Promise<string> {
  const [row] = await db
    .insert(newsletterSubscribers)
    .values({
      id: createRecordId('nl'),
      email: request.email,
      topics: [],
      pendingTopics: request.topics,
      tokenHash: request.tokenHash,
    })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: { pendingTopics: request.topics, tokenHash: request.tokenHash },
    })
    .returning({ id: newsletterSubscribers.id });
  if (!row) throw new Error('The newsletter subscriber was not written');
  return row.id;
}

export async function findSubscriber(
  db: AppDatabase,
  id: string,
): Promise<NewsletterSubscriberRow | undefined> {
  const [row] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, id));
  return row;
}

/** Confirms the subscription (the first time) and keeps these topics; answers the row as saved. */
export async function confirmTopics(
  db: AppDatabase,
  id: string,
  topics: string[],
): Promise<NewsletterSubscriberRow | undefined> {
  const [row] = await db
    .update(newsletterSubscribers)
    .set({
      topics,
      pendingTopics: [],
      confirmedAt: sql`coalesce(${newsletterSubscribers.confirmedAt}, now())`,
    })
    .where(eq(newsletterSubscribers.id, id))
    .returning();
  return row;
}
