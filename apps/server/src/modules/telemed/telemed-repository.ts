import { asc, eq } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { accounts, pharmacies, sessions, telemedConditions, zipCodes } from '../../db/schema/index';

export type TelemedConditionRow = typeof telemedConditions.$inferSelect;

export function listTelemedConditions(db: AppDatabase): Promise<TelemedConditionRow[]> {
  return db.select().from(telemedConditions).orderBy(asc(telemedConditions.slug));
}

/** What the eligibility rules read of an account. */
export interface TelemedAccount {
  dob: string | null;
  gender: string | null;
  telemedCurrentState: string | null;
}

export async function readTelemedAccount(
  db: AppDatabase,
  accountId: string,
): Promise<TelemedAccount | undefined> {
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
export async function readSessionState(db: AppDatabase, sessionId: string): Promise<string | null> {
  const [row] = await db
    .select({ stateCode: zipCodes.stateCode })
    .from(sessions)
    .innerJoin(zipCodes, eq(zipCodes.zipCode, sessions.locationZipCode))
    .where(eq(sessions.id, sessionId))
    .limit(1);
  return row?.stateCode ?? null;
}

export async function findChainShortName(
  db: AppDatabase,
  pharmacyId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ chainShortName: pharmacies.chainShortName })
    .from(pharmacies)
    .where(eq(pharmacies.id, pharmacyId))
    .limit(1);
  return row?.chainShortName ?? null;
}
