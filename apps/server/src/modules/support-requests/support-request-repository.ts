import { randomBytes } from 'node:crypto';
import type { AppDatabase } from '../../db/client';
import { supportRequests } from '../../db/schema/index';

export type NewSupportRequest = Omit<typeof supportRequests.$inferInsert, 'id' | 'createdAt'>;

/** Crockford's base32: no I, L, O or U, so a reference read aloud is not misheard. */
const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const REFERENCE_LENGTH = 8;

/** A reference a person can read out on the phone: FW- and eight letters or digits (40 bits). */
export function createSupportReference(): string {
  const bytes = randomBytes(REFERENCE_LENGTH);
  const characters = [...bytes].map((byte) => REFERENCE_ALPHABET[byte % 32] ?? '0');
  return `FW-${characters.join('')}`;
}

/** Stores a request under a new reference and returns the reference. */
export async function insertSupportRequest(
  db: AppDatabase,
  request: NewSupportRequest,
): Promise<string> {
  const reference = createSupportReference();
  await db.insert(supportRequests).values({ ...request, id: reference });
  return reference;
}
