import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { queryRows } from '../../db/query-rows';
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
 * Keeps the claims of active cards in one statement (one transaction, one round trip, however
 * many claims) and answers the ids of those kept; a claim whose member ID names no active card
 * is left out. The claims travel as one JSON parameter, so the statement's text is the same for
 * any number of them (PGlite prepares it once, see pglite-thread-worker.mjs). Each claim finds
 * its card through the member ID's unique index, whatever the planner knows of the table: a
 * join let it scan every card for each batch while the cards table had no statistics, as on
 * PGlite, which never analyzes. Nothing else is written: the card's last amount owed is read
 * from its latest claim (see card-repository.ts).
 */
export async function recordPaidClaims(
  db: AppDatabase,
  claims: readonly PaidClaim[],
): Promise<Set<string>> {
  const rows = await queryRows<{ id: string }>(db, buildRecordPaidClaims(claims));
  return new Set(rows.map((row) => row.id));
}

/** The statement recordPaidClaims runs. */
export function buildRecordPaidClaims(claims: readonly PaidClaim[]): SQL {
  const given = claims.map((claim) => ({
    id: claim.id,
    member_id: claim.memberId,
    pharmacy_id: claim.pharmacyId,
    pharmacy_npi: claim.pharmacyNpi,
    med_id: claim.medId,
    quantity: claim.quantity,
    price_id: claim.priceId,
    amount_cents: claim.amountCents,
    retail_cents: claim.retailCents,
    created_at: claim.createdAt.toISOString(),
  }));
  return sql`
    insert into discount_card_claims (id, card_id, pharmacy_id, pharmacy_npi, med_id, quantity,
      price_id, amount_cents, retail_cents, created_at)
    select claim.id, card.id, claim.pharmacy_id, claim.pharmacy_npi, claim.med_id,
      claim.quantity, claim.price_id, claim.amount_cents, claim.retail_cents, claim.created_at
    from json_to_recordset(${JSON.stringify(given)}::json) as claim(id text, member_id text,
      pharmacy_id text, pharmacy_npi text, med_id integer, quantity integer, price_id text,
      amount_cents integer, retail_cents integer, created_at timestamptz)
    cross join lateral (
      select found.id from discount_cards as found
      where found.cardholder_id = claim.member_id and found.status = 'active'
      -- One card at most (member IDs are unique); the limit also keeps the planner from turning
      -- the lookup into a join over every card.
      limit 1
    ) as card
    returning discount_card_claims.id`;
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
