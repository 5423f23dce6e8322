import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { ShippingAddress } from '@fillwell/contracts';
import type { Executor } from '../../db/client';
import { accounts, shippingAddresses, type ShippingAddressRow } from '../../db/schema/index';

export type { Executor } from '../../db/client';

export interface AddressFields {
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  zipCode: string;
  specialInstructions: string | null;
  isVerified: boolean;
}

export function toShippingAddress(row: ShippingAddressRow): ShippingAddress {
  return {
    id: row.id,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    specialInstructions: row.specialInstructions,
    isVerified: row.isVerified,
    isDefault: row.isDefault,
  };
}

/** The default first, then the newest. */
export function listAddresses(db: Executor, accountId: string): Promise<ShippingAddressRow[]> {
  return db
    .select()
    .from(shippingAddresses)
    .where(eq(shippingAddresses.accountId, accountId))
    .orderBy(desc(shippingAddresses.isDefault), desc(shippingAddresses.createdAt));
}

export async function findDefaultAddress(
  db: Executor,
  accountId: string,
): Promise<ShippingAddressRow | undefined> {
  const [row] = await db
    .select()
    .from(shippingAddresses)
    .where(and(eq(shippingAddresses.accountId, accountId), eq(shippingAddresses.isDefault, true)))
    .limit(1);
  return row;
}

export async function findAddress(
  db: Executor,
  accountId: string,
  id: string,
): Promise<ShippingAddressRow | undefined> {
  const [row] = await db
    .select()
    .from(shippingAddresses)
    .where(and(eq(shippingAddresses.id, id), eq(shippingAddresses.accountId, accountId)))
    .limit(1);
  return row;
}

export async function countAddresses(db: Executor, accountId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(shippingAddresses)
    .where(eq(shippingAddresses.accountId, accountId));
  return row?.total ?? 0;
}

/** Locks the account's row so that one person's address changes run one after another. */
export async function lockAccount(db: Executor, accountId: string): Promise<void> {
  await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .for('update');
}

export async function insertAddress(
  db: Executor,
  accountId: string,
  fields: AddressFields,
): Promise<ShippingAddressRow> {
  const [row] = await db
    .insert(shippingAddresses)
    .values({ id: randomBytes(16).toString('base64url'), accountId, ...fields })
    .returning();
  if (!row) throw new Error('Inserting a shipping address returned no row');
  return row;
}

export async function updateAddress(
  db: Executor,
  accountId: string,
  id: string,
  fields: Partial<AddressFields & { isDefault: boolean }>,
): Promise<ShippingAddressRow | undefined> {
  const [row] = await db
    .update(shippingAddresses)
    .set(fields)
    .where(and(eq(shippingAddresses.id, id), eq(shippingAddresses.accountId, accountId)))
    .returning();
  return row;
}

/** Makes one address the default and clears the flag on the others. */
export async function setDefaultAddress(db: Executor, accountId: string, id: string) {
  await db
    .update(shippingAddresses)
    .set({ isDefault: false })
    .where(and(eq(shippingAddresses.accountId, accountId), ne(shippingAddresses.id, id)));
  await db
    .update(shippingAddresses)
    .set({ isDefault: true })
    .where(and(eq(shippingAddresses.accountId, accountId), eq(shippingAddresses.id, id)));
}

export async function deleteAddress(
  db: Executor,
  accountId: string,
  id: string,
): Promise<ShippingAddressRow | undefined> {
  const [row] = await db
    .delete(shippingAddresses)
    .where(and(eq(shippingAddresses.id, id), eq(shippingAddresses.accountId, accountId)))
    .returning();
  return row;
}
