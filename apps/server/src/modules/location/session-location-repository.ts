import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { sessions } from '../../db/schema/index';

/** The ZIP code remembered for a session, or null. */
export async function readSessionZipCode(
  db: AppDatabase,
  sessionId: string,
): Promise<string | null> {
  const rows = await db
    .select({ zipCode: sessions.locationZipCode })
    .from(sessions)
    .where(eq(sessions.id, sessionId))
    .limit(1);
  return rows[0]?.zipCode ?? null;
}

export async function writeSessionZipCode(
  db: AppDatabase,
  sessionId: string,
  zipCode: string,
): Promise<void> {
  await db.update(sessions).set({ locationZipCode: zipCode }).where(eq(sessions.id, sessionId));
}
