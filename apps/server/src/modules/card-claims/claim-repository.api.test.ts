import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { createTestDatabase } from '../../test/test-database';
import { buildRecordPaidClaims, recordPaidClaims, type PaidClaim } from './claim-repository';

const CARDS = 500;

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase('none');
  // Many cards and no statistics on them, as on PGlite, which never analyzes a table.
  await database.db.execute(sql`
    insert into accounts (id, type, referral_code)
    select 'acct_' || n, 'phone', 'REF' || n from generate_series(1, ${CARDS}) as n`);
  await database.db.execute(sql`
    insert into discount_cards (id, account_id, cardholder_id, mobile_number, status)
    select 'card_' || n, 'acct_' || n, 'M' || n, '1314' || n,
      case when n % 2 = 0 then 'active' else 'inactive' end
    from generate_series(1, ${CARDS}) as n`);
}, 60_000);

afterAll(async () => {
  await database?.close();
});

function createClaim(id: string, memberId: string): PaidClaim {
  return {
    id,
    memberId,
    pharmacyId: 'pharmacy_1',
    pharmacyNpi: '1234567893',
    medId: 1,
    quantity: 30,
    priceId: "price_1 'quoted'",
    amountCents: 1_234,
    retailCents: 2_345,
    createdAt: new Date('2026-11-27T10:00:00Z'),
  };
}

type PlanNode = Record<string, unknown> & { Plans?: PlanNode[] };

/** Every node of an EXPLAIN (FORMAT JSON) plan, the drivers answering it parsed or as text. */
function listPlanNodes(explained: unknown): PlanNode[] {
  const parsed: unknown = typeof explained === 'string' ? JSON.parse(explained) : explained;
  const [top] = parsed as Array<{ Plan: PlanNode }>;
  const visit = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(visit)];
  return top ? visit(top.Plan) : [];
}

describe('recordPaidClaims', () => {
  it('keeps the claims of active cards only, and answers their ids', async () => {
    const kept = await recordPaidClaims(database.db, [
      createClaim('clm_a', 'M2'),
      createClaim('clm_b', 'M3'),
      createClaim('clm_c', 'M-unknown'),
      createClaim('clm_d', 'M4'),
    ]);
    expect(kept).toEqual(new Set(['clm_a', 'clm_d']));
    const rows = await queryRows(
      database.db,
      sql`select id, card_id, price_id, amount_cents, retail_cents, created_at
        from discount_card_claims order by id`,
    );
    expect(rows).toMatchObject([
      { id: 'clm_a', card_id: 'card_2', price_id: "price_1 'quoted'", amount_cents: 1_234 },
      { id: 'clm_d', card_id: 'card_4', retail_cents: 2_345 },
    ]);
    expect(new Date(String(rows[0]?.created_at)).toISOString()).toBe('2026-11-27T10:00:00.000Z');
  });

  it("finds each claim's card through the member ID's index, never by reading every card", async () => {
    const statement = buildRecordPaidClaims([createClaim('clm_plan', 'M10')]);
    const [row] = await queryRows<{ 'QUERY PLAN': unknown }>(
      database.db,
      sql`explain (format json) ${statement}`,
    );
    const cardReads = listPlanNodes(row?.['QUERY PLAN']).filter(
      (node) => node['Relation Name'] === 'discount_cards',
    );
    expect(cardReads.map((node) => [node['Node Type'], node['Index Name']])).toEqual([
      ['Index Scan', 'discount_cards_cardholder_idx'],
    ]);
  });
});
