import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { like } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client';
import { gatewayCharges } from '../../db/schema/index';
import { createTestDatabase } from '../../test/test-database';
import { createEmbeddedGateway, type EmbeddedGateway } from './embedded-gateway';

const NEXT_YEAR = new Date().getFullYear() + 1;

let database: DatabaseHandle;
let gateway: EmbeddedGateway;

beforeAll(async () => {
  database = await createTestDatabase();
  gateway = createEmbeddedGateway(database.db);
});
afterAll(async () => {
  await database?.close();
});

/** A saved Visa test card charged `amountCents`; answers the charge id. */
async function chargeTestCard(amountCents: number): Promise<string> {
  const tokenized = await gateway.tokenize({
    number: '4242424242424242',
    expMonth: 12,
    expYear: NEXT_YEAR,
    cvc: '123',
  });
  if (!tokenized.ok) throw new Error(tokenized.error.message);
  const saved = await gateway.saveCard({ accountId: 'acc', token: tokenized.token.id });
  if (!saved.ok) throw new Error(saved.error.message);
  const charged = await gateway.charge({
    accountId: 'acc',
    providerCardId: saved.value.providerCardId,
    amountCents,
    idempotencyKey: `charge-${saved.value.providerCardId}`,
  });
  if (!charged.ok) throw new Error(charged.error.message);
  return charged.value.chargeId;
}

describe('embedded gateway refunds', () => {
  it('refunds once per idempotency key and records the refund', async () => {
    const chargeId = await chargeTestCard(2000);
    const request = { accountId: 'acc', chargeId, amountCents: 700, idempotencyKey: 'item-1' };
    const [first, second] = await Promise.all([gateway.refund(request), gateway.refund(request)]);
    expect(first).toEqual({
      ok: true,
      value: { refundId: expect.stringMatching(/^re_/), amountCents: 700 },
    });
    expect(second).toEqual(first);
    const rows = await database.db
      .select()
      .from(gatewayCharges)
      .where(like(gatewayCharges.idempotencyKey, `refund:${chargeId}:%`));
    expect(rows).toEqual([
      expect.objectContaining({
        status: 'refunded',
        amountCents: 700,
        idempotencyKey: `refund:${chargeId}:item-1`,
      }),
    ]);
    const otherAmount = await gateway.refund({ ...request, amountCents: 100 });
    expect(otherAmount).toMatchObject({ ok: false, error: { code: 'idempotency_key_in_use' } });
  });

  it('never refunds more than was charged, over all refunds of the charge', async () => {
    const chargeId = await chargeTestCard(1000);
    const refund = (amountCents: number, idempotencyKey: string) =>
      gateway.refund({ accountId: 'acc', chargeId, amountCents, idempotencyKey });
    expect(await refund(1001, 'too-much')).toMatchObject({
      ok: false,
      error: { code: 'amount_too_large' },
    });
    expect((await refund(600, 'a')).ok).toBe(true);
    expect(await refund(500, 'b')).toMatchObject({
      ok: false,
      error: { code: 'amount_too_large' },
    });
    expect((await refund(400, 'c')).ok).toBe(true);
    expect(await refund(0, 'd')).toMatchObject({ ok: false });
  });

  it('refuses to refund a charge it does not know or that failed', async () => {
    const unknown = await gateway.refund({
      accountId: 'acc',
      chargeId: 'ch_nope',
      amountCents: 100,
      idempotencyKey: 'x',
    });
    expect(unknown).toMatchObject({ ok: false, error: { code: 'charge_missing' } });
  });
});
