import { and, desc, eq, gte, lt, param, sql } from 'drizzle-orm';
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
 * is left out. The claims travel as one array a column, so the statement's text is the same for
 * any number of them: shorter to build and to parse than a VALUES list. Nothing else is written:
 * the card's last amount owed is read from its latest claim (see card-repository.ts), which
 * halves a claim's cost on PGlite against also updating the card.
 */
export async function recordPaidClaims(
  db: AppDatabase,
  claims: readonly PaidClaim[],
): Promise<Set<string>> {
  const column = <T>(value: (claim: PaidClaim) => T) => param(claims.map(value));
  const rows = await queryRows<{ id: string }>(
    db,
    sql`
    insert into discount_card_claims (id, card_id, pharmacy_id, pharmacy_npi, med_id, quantity,
      price_id, amount_cents, retail_cents, created_at)
    select claim.id, card.id, claim.pharmacy_id, claim.pharmacy_npi, claim.med_id,
      claim.quantity, claim.price_id, claim.amount_cents, claim.retail_cents, claim.created_at
    from unnest(
      ${column((claim) => claim.id)}::text[],
      ${column((claim) => claim.memberId)}::text[],
      ${column((claim) => claim.pharmacyId)}::text[],
      ${column((claim) => claim.pharmacyNpi)}::text[],
      ${column((claim) => claim.medId)}::integer[],
      ${column((claim) => claim.quantity)}::integer[],
      ${column((claim) => claim.priceId)}::text[],
      ${column((claim) => claim.amountCents)}::integer[],
      ${column((claim) => claim.retailCents)}::integer[],
      ${column((claim) => claim.createdAt.toISOString())}::timestamptz[]
    ) as claim(id, member_id, pharmacy_id, pharmacy_npi, med_id, quantity, price_id,
      amount_cents, retail_cents, created_at)
    join discount_cards as card on card.cardholder_id = claim.member_id and card.status = 'active'
    returning discount_card_claims.id`,
  );
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
