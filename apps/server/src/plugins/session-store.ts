import { eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/client';
import { accounts, sessions } from '../db/schema/index';

export interface SessionRecord {
  /** SHA-256 (hex) of the cookie token. */
  id: string;
  accountId: string | null;
  inviteCode: string | null;
  expiresAt: Date;
}

export interface FoundSession {
  record: SessionRecord;
  isActive: boolean;
}

/** Sessions in the database, looked up by the hash of their token. */
export function createSessionStore(db: AppDatabase) {
  // Read on nearly every API call: the statement is built once, not for each request.
  const findStatement = db
    .select({
      id: sessions.id,
      accountId: sessions.accountId,
      inviteCode: sessions.inviteCode,
      expiresAt: sessions.expiresAt,
      isActive: sql<boolean>`${sessions.expiresAt} > ${sql.placeholder('now')} and ${accounts.disabledAt} is null`,
    })
    .from(sessions)
    .leftJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(eq(sessions.id, sql.placeholder('id')))
    .limit(1)
    .prepare('find_session');

  async function find(id: string, now: Date): Promise<FoundSession | null> {
    const [row] = await findStatement.execute({ id, now: now.toISOString() });
    if (!row) return null;
    const { isActive, ...record } = row;
    return { record, isActive };
  }

  return {
    /** The session stored under `id`, and whether it is active (unexpired, account enabled). */
    find,

    async insert(record: SessionRecord): Promise<void> {
      await db.insert(sessions).values(record);
    },

    /**
     * Stores `record` unless a session with its id exists; the session then stored under its id
     * when it is active (a request beside this one stored it first), else null.
     */
    async claim(record: SessionRecord, now: Date): Promise<SessionRecord | null> {
      const inserted = await db
        .insert(sessions)
        .values(record)
        .onConflictDoNothing({ target: sessions.id })
        .returning({ id: sessions.id });
      if (inserted.length > 0) return record;
      const found = await find(record.id, now);
      return found?.isActive ? found.record : null;
    },

    async update(id: string, changes: Partial<Omit<SessionRecord, 'id'>>): Promise<void> {
      await db.update(sessions).set(changes).where(eq(sessions.id, id));
    },

    /** Gives the session a new id (token hash), keeping its data and what refers to it. */
    async rekey(id: string, changes: { id: string; expiresAt: Date }): Promise<void> {
      await db.update(sessions).set(changes).where(eq(sessions.id, id));
    },

    async delete(id: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, id));
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
