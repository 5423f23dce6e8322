import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accounts } from '../../db/schema/index';

/** Keeps the state the person said they are in, for their next eligibility check. */
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
