import { and, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { discountCardClaims, discountCards } from '../../db/schema/index';

/** A priced fill to keep against a member's card. */
export interface PaidClaim {
  id: string;
  memberId: string;
  pharmacyId: string;
  pharmacyNpi: string;
  medId: number;
  quantity: number;
  priceId: string;
  amountCents: number;
  retailCents: number;
  createdAt: Date;
}

/**
 * Keeps the claims and sets their cards' last amount owed in one statement (one transaction, one
 * round trip, however many claims): each card is updated only while it is active (to its latest
 * claim's amount), and a claim is written only for a card so updated. Answers the ids of the
 * claims kept; a claim whose member ID names no active card is left out.
 */
export async function recordPaidClaims(
  db: AppDatabase,
  claims: readonly PaidClaim[],
): Promise<Set<string>> {
  const latestByMember = new Map(claims.map((claim) => [claim.memberId, claim]));
  const byMember = (value: (claim: PaidClaim) => SQL) =>
    sql.join(
      [
        sql`case ${discountCards.cardholderId}`,
        ...[...latestByMember].map(
          ([memberId, claim]) => sql`when ${memberId} then ${value(claim)}`,
        ),
        sql`end`,
      ],
      sql` `,
    );
  const card = db.$with('card').as(
    db
      .update(discountCards)
      .set({
        lastAmountOwedCents: byMember((claim) => sql`${claim.amountCents}::integer`),
        updatedAt: byMember((claim) => sql`${claim.createdAt.toISOString()}::timestamptz`),
      })
      .where(
        and(
          inArray(discountCards.cardholderId, [...latestByMember.keys()]),
          eq(discountCards.status, 'active'),
        ),
      )
      .returning({ id: discountCards.id, memberId: discountCards.cardholderId }),
  );
  const values = sql.join(
    claims.map(
      (claim) =>
        sql`(${claim.id}, ${claim.memberId}, ${claim.pharmacyId}, ${claim.pharmacyNpi}, ${claim.medId}::integer, ${claim.quantity}::integer, ${claim.priceId}, ${claim.amountCents}::integer, ${claim.retailCents}::integer, ${claim.createdAt.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  // The columns in the table's order, as the insert lists them.
  const rows = await db
    .with(card)
    .insert(discountCardClaims)
    .select(
      sql`select claim.id, ${card.id}, claim.pharmacy_id, claim.pharmacy_npi, claim.med_id, claim.quantity, claim.price_id, claim.amount_cents, claim.retail_cents, claim.created_at
        from (values ${values}) as claim(id, member_id, pharmacy_id, pharmacy_npi, med_id, quantity, price_id, amount_cents, retail_cents, created_at)
        join ${card} on ${card.memberId} = claim.member_id`,
    )
    .returning({ id: discountCardClaims.id });
  return new Set(rows.map((row) => row.id));
}

/** The status of the card with the member ID; null when there is none. */
export async function findCardStatus(db: AppDatabase, memberId: string): Promise<string | null> {
  const [row] = await db
    .select({ status: discountCards.status })
    .from(discountCards)
    .where(eq(discountCards.cardholderId, memberId));
  return row?.status ?? null;
}

/** The id of the account's card; null when it has none. */
export async function findAccountCardId(
  db: AppDatabase,
  accountId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ id: discountCards.id })
    .from(discountCards)
    .where(eq(discountCards.accountId, accountId));
  return row?.id ?? null;
}

export type StoredClaim = typeof discountCardClaims.$inferSelect;

/** A card's claims in [from, to), newest first, at most `limit`. */
export async function listCardClaims(
  db: AppDatabase,
  cardId: string,
  period: { from: Date; to: Date },
  limit: number,
): Promise<StoredClaim[]> {
  return db
    .select()
    .from(discountCardClaims)
    .where(inPeriod(cardId, period))
    .orderBy(desc(discountCardClaims.createdAt), desc(discountCardClaims.id))
    .limit(limit);
}

/** How many claims a card has in [from, to), and what they saved against retail in all. */
export async function sumCardClaims(
  db: AppDatabase,
  cardId: string,
  period: { from: Date; to: Date },
): Promise<{ count: number; savedCents: number }> {
  const saved = sql`greatest(${discountCardClaims.retailCents} - ${discountCardClaims.amountCents}, 0)`;
  // As text: a year of large claims may pass a 32-bit sum, and drivers differ on 64-bit numbers.
  const [row] = await db
    .select({
      count: sql<string>`count(*)::text`,
      savedCents: sql<string>`coalesce(sum(${saved}), 0)::text`,
    })
    .from(discountCardClaims)
    .where(inPeriod(cardId, period));
  return { count: Number(row?.count ?? 0), savedCents: Number(row?.savedCents ?? 0) };
}

function inPeriod(cardId: string, period: { from: Date; to: Date }) {
  return and(
    eq(discountCardClaims.cardId, cardId),
    gte(discountCardClaims.createdAt, period.from),
    lt(discountCardClaims.createdAt, period.to),
  );
}
