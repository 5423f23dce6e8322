import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../client';
import { accounts, sessions } from '../schema/index';

/** A staff login a demo seeds (a clinician, a partner pharmacy's staff member). */
export interface DemoStaffLogin {
  type: 'clinician' | 'partner_staff' | 'support';
  email: string;
  firstName: string;
  lastName: string;
}

export type DemoLoginOutcome = 'created' | 'updated' | 'unchanged' | 'disabled' | 'absent';

/**
 * Makes a demo staff login follow its password setting: with a password, the account exists, is
 * enabled and signs in with exactly that password (argon2id, like every account's), and
 * `prepareAccount` has run for it; without one (production without the setting), an existing
 * login is disabled, its password removed and its sessions ended, so a database first started in
 * development keeps no published staff login.
 */
export async function syncDemoStaffLogin(
  db: AppDatabase,
  login: DemoStaffLogin,
  password: string | null,
  prepareAccount: (accountId: string) => Promise<void> = async () => undefined,
): Promise<DemoLoginOutcome> {
  const [existing] = await db
    .select({
      id: accounts.id,
      passwordHash: accounts.passwordHash,
      disabledAt: accounts.disabledAt,
    })
    .from(accounts)
    .where(eq(accounts.email, login.email))
    .limit(1);
  if (!password) return existing ? disable(db, existing.id) : 'absent';
  if (!existing) return create(db, login, password, prepareAccount);
  await prepareAccount(existing.id);
  if (existing.disabledAt === null && (await isSamePassword(existing.passwordHash, password))) {
    return 'unchanged';
  }
  await db
    .update(accounts)
    .set({ passwordHash: await hash(password), disabledAt: null, updatedAt: new Date() })
    .where(eq(accounts.id, existing.id));
  return 'updated';
}

async function disable(db: AppDatabase, accountId: string): Promise<DemoLoginOutcome> {
  await db.transaction(async (tx) => {
    await tx
      .update(accounts)
      .set({ passwordHash: null, disabledAt: new Date(), updatedAt: new Date() })
      .where(eq(accounts.id, accountId));
    await tx.delete(sessions).where(eq(sessions.accountId, accountId));
  });
  return 'disabled';
}

async function create(
  db: AppDatabase,
  login: DemoStaffLogin,
  password: string,
  prepareAccount: (accountId: string) => Promise<void>,
): Promise<DemoLoginOutcome> {
  const [created] = await db
    .insert(accounts)
    .values({
      id: randomBytes(16).toString('base64url'),
      type: login.type,
      email: login.email,
      passwordHash: await hash(password),
      firstName: login.firstName,
      lastName: login.lastName,
      referralCode: randomBytes(6).toString('base64url').replace(/[-_]/g, 'x').toUpperCase(),
      acceptsAgreementsAt: new Date(),
    })
    .onConflictDoNothing()
    .returning({ id: accounts.id });
  // Another process starting at the same time made it first: make sure of it.
  if (!created) return syncDemoStaffLogin(db, login, password, prepareAccount);
  await prepareAccount(created.id);
  return 'created';
}

async function isSamePassword(passwordHash: string | null, password: string): Promise<boolean> {
  return passwordHash !== null && (await verify(passwordHash, password).catch(() => false));
}
