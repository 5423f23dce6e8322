import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../client';
import { accounts } from '../schema/index';

/** The clinician who reviews built-in visits in a demo (password from the configuration). */
export const DEMO_CLINICIAN = {
  email: 'clinician@fillwell.test',
  firstName: 'Jordan',
  lastName: 'Rivera',
} as const;

export type DemoClinicianOutcome = 'created' | 'exists' | 'skipped';

/**
 * Makes the demo clinician account once: nothing without a password (production without
 * CLINICIAN_DEMO_PASSWORD), nothing when the email is already taken. The password is hashed
 * with argon2id like every other account's.
 */
export async function seedDemoClinician(
  db: AppDatabase,
  password: string | null,
): Promise<DemoClinicianOutcome> {
  if (!password) return 'skipped';
  const [existing] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.email, DEMO_CLINICIAN.email))
    .limit(1);
  if (existing) return 'exists';
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
  return inserted.length ? 'created' : 'exists';
}
