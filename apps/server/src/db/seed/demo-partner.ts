import type { AppDatabase } from '../client';
import { partnerPharmacies, partnerStaff } from '../schema/index';
import { syncDemoStaffLogin, type DemoLoginOutcome } from './demo-staff-login';

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
  type: 'partner_staff',
  email: 'partner@fillwell.test',
  firstName: 'Morgan',
  lastName: 'Ellis',
  role: 'pharmacist',
} as const;

/**
 * The demo partner staff login follows PARTNER_DEMO_PASSWORD, as the demo clinician does (see
 * syncDemoStaffLogin); with a password, its pharmacy exists and the login is a member of it.
 */
export async function syncDemoPartner(
  db: AppDatabase,
  password: string | null,
): Promise<DemoLoginOutcome> {
  if (password)
    await db.insert(partnerPharmacies).values(DEMO_PARTNER_PHARMACY).onConflictDoNothing();
  return syncDemoStaffLogin(db, DEMO_PARTNER_STAFF, password, (accountId) =>
    ensureMembership(db, accountId),
  );
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
