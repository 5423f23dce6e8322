import type { AppDatabase } from '../client';
import { syncDemoStaffLogin, type DemoLoginOutcome } from './demo-staff-login';

/** The clinician who reviews built-in visits in a demo (password from the configuration). */
export const DEMO_CLINICIAN = {
  type: 'clinician',
  email: 'clinician@fillwell.test',
  firstName: 'Jordan',
  lastName: 'Rivera',
} as const;

/** The demo clinician follows CLINICIAN_DEMO_PASSWORD (see syncDemoStaffLogin). */
export function syncDemoClinician(
  db: AppDatabase,
  password: string | null,
): Promise<DemoLoginOutcome> {
  return syncDemoStaffLogin(db, DEMO_CLINICIAN, password);
}
