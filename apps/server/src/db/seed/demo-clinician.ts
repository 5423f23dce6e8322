import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../client';
import { accounts, sessions } from '../schema/index';

/** The clinician who reviews built-in visits in a demo (password from the configuration). */
export const DEMO_CLINICIAN = {
  email: 'clinician@fillwell.test',
  firstName: 'Jordan',
  lastName: 'Rivera',
} as const;

export type DemoClinicianOutcome = 'created' | 'updated' | 'unchanged' | 'disabled' | 'absent';

/**
 * Makes the demo clinician follow its password setting: with a password, the account exists,
 * is enabled and signs in with exactly that password (argon2id, like every account's); without
 * one (production without CLINICIAN_DEMO_PASSWORD), an existing demo clinician is disabled, its
 * password removed and its sessions ended, so a database first started in development keeps no
 * published staff login.
 */
export async function syncDemoClinician(
  db: AppDatabase,
  password: string | null,
): Promise<DemoClinicianOutcome> {
  const [existing] = await db
    .select({
      id: accounts.id,
      passwordHash: accounts.passwordHash,
      disabledAt: accounts.disabledAt,
    })
    .from(accounts)
    .where(eq(accounts.email, DEMO_CLINICIAN.email))
    .limit(1);
  if (!password) return existing ? disable(db, existing.id) : 'absent';
  if (!existing) return create(db, password);
  if (existing.disabledAt === null && (await isSamePassword(existing.passwordHash, password))) {
    return 'unchanged';
  }
  await db
    .update(accounts)
    .set({ passwordHash: await hash(password), disabledAt: null, updatedAt: new Date() })
    .where(eq(accounts.id, existing.id));
  return 'updated';
}

async function disable(db: AppDatabase, accountId: string): Promise<DemoClinicianOutcome> {
  await db.transaction(async (tx) => {
    await tx
      .update(accounts)
      .set({ passwordHash: null, disabledAt: new Date(), updatedAt: new Date() })
      .where(eq(accounts.id, accountId));
    await tx.delete(sessions).where(eq(sessions.accountId, accountId));
  });
  return 'disabled';
}

async function create(db: AppDatabase, password: string): Promise<DemoClinicianOutcome> {
  const inserted = await db
    .insert(accounts)
    .values({
      id: randomBytes(16).toString('base64url'),
      type: 'clinician',
      email: DEMO_CLINICIAN.email,
      passwordHash: await hash(password),
      firstName: DEMO_CLINICIAN.firstName,
      lastName: DEMO_CLINICIAN.lastName,
      referralCode: randomBytes(6).toString('base64url').replace(/[-_]/g, 'x').toUpperCase(),
      acceptsAgreementsAt: new Date(),
    })
    .onConflictDoNothing()
    .returning({ id: accounts.id });
  // Another process starting at the same time made it first: make sure of its password.
  return inserted.length ? 'created' : syncDemoClinician(db, password);
}

async function isSamePassword(passwordHash: string | null, password: string): Promise<boolean> {
  return passwordHash !== null && (await verify(passwordHash, password).catch(() => false));
}
