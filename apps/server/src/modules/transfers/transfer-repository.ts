import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import {
  accounts,
  orders,
  pharmacies,
  transferRequests,
  type OrderPharmacySnapshot,
} from '../../db/schema/index';
import type { TransferPerson } from './transfer-rules';

/** Paid pickup orders read to find the pharmacies a person has used. */
const RECENT_ORDERS_READ = 100;

export async function readTransferPerson(
  db: AppDatabase,
  accountId: string,
): Promise<TransferPerson | undefined> {
  const [row] = await db
    .select({ firstName: accounts.firstName, lastName: accounts.lastName, dob: accounts.dob })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  return row;
}

/** The pharmacies of the account's paid pickup orders, newest order first (repeats kept). */
export async function listPickupPharmacies(
  db: AppDatabase,
  accountId: string,
): Promise<OrderPharmacySnapshot[]> {
  const rows = await db
    .select({ pharmacy: orders.pharmacy })
    .from(orders)
    .where(
      and(
        eq(orders.accountId, accountId),
        eq(orders.status, 'paid'),
        eq(orders.fulfillment, 'pickup'),
        isNotNull(orders.pharmacy),
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(RECENT_ORDERS_READ);
  return rows.flatMap((row) => (row.pharmacy ? [row.pharmacy] : []));
}

/** The NPIs that name pharmacies of the directory. */
export async function findKnownNpis(
  db: AppDatabase,
  npis: readonly string[],
): Promise<Set<string>> {
  const rows = await db
    .select({ npi: pharmacies.npi })
    .from(pharmacies)
    .where(inArray(pharmacies.npi, [...npis]));
  return new Set(rows.map((row) => row.npi));
}

export interface NewTransferRequest {
  accountId: string;
  pharmacyNpi: string;
  previousPharmacyNpi: string;
  source: string;
  useClaims: boolean;
  usePurchases: boolean;
}

export async function insertTransferRequest(
  db: AppDatabase,
  request: NewTransferRequest,
): Promise<{ id: string; status: string }> {
  const id = `transfer_${randomBytes(16).toString('base64url')}`;
  const [row] = await db
    .insert(transferRequests)
    .values({ id, ...request, status: 'requested' })
    .returning({ id: transferRequests.id, status: transferRequests.status });
  if (!row) throw new Error('Transfer request was not stored');
  return row;
}
