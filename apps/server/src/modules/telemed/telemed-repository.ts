import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accounts, pharmacies, sessions, telemedConditions, zipCodes } from '../../db/schema/index';

export type TelemedConditionRow = typeof telemedConditions.$inferSelect;

/** Every telemed condition, by slug or (for lists people read) by name. */
export function listTelemedConditions(
  db: Executor,
  orderBy: 'slug' | 'name' = 'slug',
): Promise<TelemedConditionRow[]> {
  return db
    .select()
    .from(telemedConditions)
    .orderBy(asc(orderBy === 'name' ? telemedConditions.name : telemedConditions.slug));
}

/** The conditions with these slugs, by slug. */
export function listTelemedConditionsBySlug(
  db: Executor,
  slugs: readonly string[],
): Promise<TelemedConditionRow[]> {
  if (!slugs.length) return Promise.resolve([]);
  return db
    .select()
    .from(telemedConditions)
    .where(inArray(telemedConditions.slug, [...slugs]))
    .orderBy(asc(telemedConditions.slug));
}

export async function findTelemedCondition(
  db: Executor,
  slug: string,
): Promise<TelemedConditionRow | undefined> {
  const [row] = await db
    .select()
    .from(telemedConditions)
    .where(eq(telemedConditions.slug, slug.toLowerCase()))
    .limit(1);
  return row;
}

/** What the eligibility rules read of an account. */
export interface TelemedAccount {
  dob: string | null;
  gender: string | null;
  telemedCurrentState: string | null;
}

export async function readTelemedAccount(
  db: Executor,
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
export async function readSessionState(db: Executor, sessionId: string): Promise<string | null> {
  const [row] = await db
    .select({ stateCode: zipCodes.stateCode })
    .from(sessions)
    .innerJoin(zipCodes, eq(zipCodes.zipCode, sessions.locationZipCode))
    .where(eq(sessions.id, sessionId))
    .limit(1);
  return row?.stateCode ?? null;
}

export async function findChainShortName(db: Executor, pharmacyId: string): Promise<string | null> {
  const [row] = await db
    .select({ chainShortName: pharmacies.chainShortName })
    .from(pharmacies)
    .where(eq(pharmacies.id, pharmacyId))
    .limit(1);
  return row?.chainShortName ?? null;
}
