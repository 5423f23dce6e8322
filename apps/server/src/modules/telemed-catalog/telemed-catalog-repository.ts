import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accounts, sessions, telemedConditions, zipCodes } from '../../db/schema/index';

export type ConditionRow = typeof telemedConditions.$inferSelect;

export function listConditions(db: Executor): Promise<ConditionRow[]> {
  return db.select().from(telemedConditions).orderBy(asc(telemedConditions.name));
}

export async function findCondition(db: Executor, slug: string): Promise<ConditionRow | undefined> {
  const [row] = await db
    .select()
    .from(telemedConditions)
    .where(eq(telemedConditions.slug, slug.toLowerCase()))
    .limit(1);
  return row;
}

/** What the eligibility rules read of an account. */
export interface AccountFacts {
  dob: string | null;
  gender: string | null;
  telemedCurrentState: string | null;
}

export async function readAccountFacts(
  db: Executor,
  accountId: string,
): Promise<AccountFacts | undefined> {
  const [row] = await db
    .select({
      dob: accounts.dob,
      gender: accounts.gender,
      telemedCurrentState: accounts.telemedCurrentState,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  return row;
}

/** The state of the ZIP code the session remembers as its location, or null. */
export async function readSessionState(db: Executor, sessionId: string): Promise<string | null> {
  const [row] = await db
    .select({ stateCode: zipCodes.stateCode })
    .from(sessions)
    .innerJoin(zipCodes, eq(zipCodes.zipCode, sessions.locationZipCode))
    .where(eq(sessions.id, sessionId))
    .limit(1);
  return row?.stateCode ?? null;
}

export async function saveTelemedState(
  db: Executor,
  accountId: string,
  state: string,
): Promise<void> {
  await db
    .update(accounts)
    .set({ telemedCurrentState: state, updatedAt: new Date() })
    .where(eq(accounts.id, accountId));
}
