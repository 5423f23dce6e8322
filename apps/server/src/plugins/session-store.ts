import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/client';
import { accounts, sessions } from '../db/schema/index';

export interface SessionRecord {
  /** SHA-256 (hex) of the cookie token. */
  id: string;
  accountId: string | null;
  inviteCode: string | null;
  expiresAt: Date;
}

/** Sessions in the database, looked up by the hash of their token. */
export function createSessionStore(db: AppDatabase) {
  // Read on nearly every API call: the statement is built once, not for each request.
  const findActiveStatement = db
    .select({
      id: sessions.id,
      accountId: sessions.accountId,
      inviteCode: sessions.inviteCode,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .leftJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('id')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        isNull(accounts.disabledAt),
      ),
    )
    .limit(1)
    .prepare('find_active_session');

  return {
    /** The session, unless it expired or its account was disabled. */
    async findActive(id: string, now: Date): Promise<SessionRecord | null> {
      const rows = await findActiveStatement.execute({ id, now: now.toISOString() });
      return rows[0] ?? null;
    },

    async insert(record: SessionRecord): Promise<void> {
      await db.insert(sessions).values(record);
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
