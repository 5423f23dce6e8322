import { eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { walletEntries } from '../../db/schema/index';

/** The account's wallet balance in cents: the sum of its credit moves. */
export async function sumWalletCents(db: AppDatabase, accountId: string): Promise<number> {
  const [row] = await db
    .select({ cents: sql`coalesce(sum(${walletEntries.amountCents}), 0)`.mapWith(Number) })
    .from(walletEntries)
    .where(eq(walletEntries.accountId, accountId));
  return row?.cents ?? 0;
}
