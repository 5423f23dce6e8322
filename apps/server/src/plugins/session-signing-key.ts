import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../db/client';
import { serverKeys } from '../db/schema/index';

const KEY_NAME = 'session-tokens';
const KEY_BYTES = 32;

/** The key session tokens are signed with: made by the first process, shared by all. */
export async function loadSessionSigningKey(db: AppDatabase): Promise<Buffer> {
  await db
    .insert(serverKeys)
    .values({ name: KEY_NAME, value: randomBytes(KEY_BYTES).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: serverKeys.value })
    .from(serverKeys)
    .where(eq(serverKeys.name, KEY_NAME));
  if (!row) throw new Error('The session signing key was neither made nor found');
  return Buffer.from(row.value, 'base64url');
}
