import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { accounts, paymentCards, type PaymentCardRow } from '../../db/schema/index';

/** The database or an open transaction on it. */
export type CardExecutor = Parameters<Parameters<AppDatabase['transaction']>[0]>[0] | AppDatabase;

export type NewCardRow = Omit<PaymentCardRow, 'position' | 'createdAt'>;

/** An account's saved cards, newest first. */
export async function listCardRows(db: CardExecutor, accountId: string): Promise<PaymentCardRow[]> {
  return db
    .select()
    .from(paymentCards)
    .where(eq(paymentCards.accountId, accountId))
    .orderBy(desc(paymentCards.position));
}

/**
 * Runs card changes for one account one at a time (the account row is locked), so two requests
 * at once cannot leave two default cards or reuse a position.
 */
export async function withAccountCardsLocked<T>(
  db: AppDatabase,
  accountId: string,
  change: (tx: CardExecutor) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.id, accountId))
      .for('update');
    return change(tx);
  });
}

/** Adds the card after the newest one (a higher position lists first). */
export async function insertCardRow(tx: CardExecutor, card: NewCardRow): Promise<void> {
  const position = sql<number>`(select coalesce(max(${paymentCards.position}), 0) + 1 from ${paymentCards} where ${paymentCards.accountId} = ${card.accountId})`;
  await tx.insert(paymentCards).values({ ...card, position });
}

export async function deleteCardRow(
  tx: CardExecutor,
  accountId: string,
  id: string,
): Promise<void> {
  await tx
    .delete(paymentCards)
    .where(and(eq(paymentCards.accountId, accountId), eq(paymentCards.id, id)));
}

/** Leaves `defaultId` the account's only default card (none when null). Clears before setting. */
export async function setDefaultCard(
  tx: CardExecutor,
  accountId: string,
  defaultId: string | null,
): Promise<void> {
  const others = defaultId === null ? undefined : ne(paymentCards.id, defaultId);
  await tx
    .update(paymentCards)
    .set({ isDefault: false })
    .where(and(eq(paymentCards.accountId, accountId), eq(paymentCards.isDefault, true), others));
  if (defaultId === null) return;
  await tx
    .update(paymentCards)
    .set({ isDefault: true })
    .where(and(eq(paymentCards.accountId, accountId), eq(paymentCards.id, defaultId)));
}
