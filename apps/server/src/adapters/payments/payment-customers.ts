import { and, eq } from 'drizzle-orm';
import type { PaymentProviderKind } from '@fillwell/contracts';
import type { AppDatabase } from '../../db/client';
import { paymentCustomers } from '../../db/schema/index';

/** Which provider customer holds an account's saved cards. */
export interface PaymentCustomerStore {
  find(accountId: string): Promise<string | null>;
  /** Keeps the first customer recorded for the account and answers it. */
  save(accountId: string, providerCustomerId: string): Promise<string>;
}

export function createPaymentCustomerStore(
  db: AppDatabase,
  provider: PaymentProviderKind,
): PaymentCustomerStore {
  async function find(accountId: string): Promise<string | null> {
    const [row] = await db
      .select({ providerCustomerId: paymentCustomers.providerCustomerId })
      .from(paymentCustomers)
      .where(
        and(eq(paymentCustomers.accountId, accountId), eq(paymentCustomers.provider, provider)),
      );
    return row?.providerCustomerId ?? null;
  }

  async function save(accountId: string, providerCustomerId: string): Promise<string> {
    await db
      .insert(paymentCustomers)
      .values({ accountId, provider, providerCustomerId })
      .onConflictDoNothing({ target: paymentCustomers.accountId });
    return (await find(accountId)) ?? providerCustomerId;
  }

  return { find, save };
}
