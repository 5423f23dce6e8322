import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../client';
import { accounts, partnerPharmacies, partnerStaff, sessions } from '../schema/index';

/** The partner pharmacy a demo shows, and the staff login of its console. */
export const DEMO_PARTNER_PHARMACY = {
  id: 'partner_demo_riverside',
  name: 'Riverside Community Pharmacy',
  phone: '3145550142',
  address1: '1200 Washington Ave',
  address2: null,
  city: 'St. Louis',
  state: 'MO',
  zipCode: '63103',
} as const;

export const DEMO_PARTNER_STAFF = {
  email: 'partner@fillwell.test',
  firstName: 'Morgan',
  lastName: 'Ellis',
  role: 'pharmacist',
} as const;

export type DemoPartnerOutcome = 'created' | 'updated' | 'unchanged' | 'disabled' | 'absent';

/**
 * Makes the demo partner staff login follow its password setting, as the demo clinician does:
 * with a password, the pharmacy and the login exist and sign in with exactly that password;
 * without one (production without PARTNER_DEMO_PASSWORD), an existing login is disabled, its
 * password removed and its sessions ended.
 */
export async function syncDemoPartner(
  db: AppDatabase,
  password: string | null,
): Promise<DemoPartnerOutcome> {
  const [existing] = await db
    .select({
      id: accounts.id,
      passwordHash: accounts.passwordHash,
      disabledAt: accounts.disabledAt,
    })
    .from(accounts)
    .where(eq(accounts.email, DEMO_PARTNER_STAFF.email))
    .limit(1);
  if (!password) return existing ? disable(db, existing.id) : 'absent';
  await db.insert(partnerPharmacies).values(DEMO_PARTNER_PHARMACY).onConflictDoNothing();
  if (!existing) return create(db, password);
  await ensureMembership(db, existing.id);
  if (existing.disabledAt === null && (await isSamePassword(existing.passwordHash, password))) {
    return 'unchanged';
  }
  await db
    .update(accounts)
    .set({ passwordHash: await hash(password), disabledAt: null, updatedAt: new Date() })
    .where(eq(accounts.id, existing.id));
  return 'updated';
}

async function ensureMembership(db: AppDatabase, accountId: string): Promise<void> {
  await db
    .insert(partnerStaff)
    .values({
      accountId,
      partnerPharmacyId: DEMO_PARTNER_PHARMACY.id,
      role: DEMO_PARTNER_STAFF.role,
    })
    .onConflictDoNothing();
}

async function disable(db: AppDatabase, accountId: string): Promise<DemoPartnerOutcome> {
  await db.transaction(async (tx) => {
    await tx
      .update(accounts)
      .set({ passwordHash: null, disabledAt: new Date(), updatedAt: new Date() })
      .where(eq(accounts.id, accountId));
    await tx.delete(sessions).where(eq(sessions.accountId, accountId));
  });
  return 'disabled';
}

async function create(db: AppDatabase, password: string): Promise<DemoPartnerOutcome> {
  const inserted = await db
    .insert(accounts)
    .values({
      id: randomBytes(16).toString('base64url'),
      type: 'partner_staff',
      email: DEMO_PARTNER_STAFF.email,
      passwordHash: await hash(password),
      firstName: DEMO_PARTNER_STAFF.firstName,
      lastName: DEMO_PARTNER_STAFF.lastName,
      referralCode: randomBytes(6).toString('base64url').replace(/[-_]/g, 'x').toUpperCase(),
      acceptsAgreementsAt: new Date(),
    })
    .onConflictDoNothing()
    .returning({ id: accounts.id });
  const [created] = inserted;
  // Another process starting at the same time made it first: make sure of it.
  if (!created) return syncDemoPartner(db, password);
  await ensureMembership(db, created.id);
  return 'created';
}

async function isSamePassword(passwordHash: string | null, password: string): Promise<boolean> {
  return passwordHash !== null && (await verify(passwordHash, password).catch(() => false));
}
