import type { AppDatabase } from '../../db/client';
import { syncDemoStaffLogin, type DemoLoginOutcome } from '../../db/seed/demo-staff-login';
import { SUPPORT_ACCOUNT_TYPE } from './support-access';

/** The support login a demo seeds to see the funnel (password from the configuration). */
export const DEMO_SUPPORT = {
  type: SUPPORT_ACCOUNT_TYPE,
  email: 'support@fillwell.test',
  firstName: 'Sam',
  lastName: 'Okafor',
} as const;

/** The demo support login follows SUPPORT_DEMO_PASSWORD (see syncDemoStaffLogin). */
export function syncDemoSupport(
  db: AppDatabase,
  password: string | null,
): Promise<DemoLoginOutcome> {
  return syncDemoStaffLogin(db, DEMO_SUPPORT, password);
}
