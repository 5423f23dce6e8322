import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { discountCardClaims, discountCards, pharmacies } from '../../db/schema/index';
import { createApiClient } from '../../test/api-client';
import {
  advanceClock,
  expectOk,
  findDefaultMedication,
  type DefaultMedication,
} from '../../test/api-helpers';
import { startTestServer, type TestServer } from '../../test/test-server';
import {
  createMember,
  findPharmacy,
  PLAN,
  postClaim,
  SAVINGS_PATH,
  signInByPhone,
  type ClaimBody,
  type SavingsBody,
  type TestMember,
} from './card-claims-test-helpers';

let server: TestServer;
let atorvastatin: DefaultMedication;
let lisinopril: DefaultMedication;
let pharmacy: { id: string; npi: string; zipCode: string };

beforeAll(async () => {
  server = await startTestServer({ seed: 'test' });
  const visitor = createApiClient(server.baseUrl);
  atorvastatin = await findDefaultMedication(visitor, 'atorvastatin');
  lisinopril = await findDefaultMedication(visitor, 'lisinopril');
  pharmacy = await findPharmacy(server.db, { isDiscountCard: true, isTexas: false });
}, 60_000);

afterAll(async () => {
  await server?.close();
});

function claim(member: TestMember, medication: DefaultMedication): Promise<ClaimBody> {
  return expectOk(
    postClaim(server.baseUrl, {
      ...PLAN,
      member_id: member.memberId,
      med_id: medication.medId,
      quantity: medication.quantity,
      pharmacy_npi: pharmacy.npi,
    }),
  );
}

async function readPharmacyName(): Promise<string> {
  const [row] = await server.db
    .select({ name: pharmacies.name })
    .from(pharmacies)
    .where(eq(pharmacies.id, pharmacy.id));
  return row?.name ?? '';
}

describe('GET /api/v2/user/account/magic_card/savings', () => {
  it("lists this year's paid claims newest first, with what each and all of them saved", async () => {
    const member = await createMember(server.baseUrl);
    const first = await claim(member, atorvastatin);
    const second = await claim(member, lisinopril);
    // Someone else's claim is not in this member's history.
    await claim(await createMember(server.baseUrl), atorvastatin);

    const savings = await expectOk(member.client.get<SavingsBody>(SAVINGS_PATH));
    expect(savings.year).toBe(new Date().getUTCFullYear());
    expect(savings.claim_count).toBe(2);
    expect(savings.claims.map((item) => item.claim_id)).toEqual([second.claim_id, first.claim_id]);
    const [newest] = savings.claims;
    expect(newest).toMatchObject({
      med_id: lisinopril.medId,
      quantity: lisinopril.quantity,
      pharmacy_name: await readPharmacyName(),
      paid: second.amount_owed,
      retail: second.retail,
      saved: second.saved,
    });
    expect(newest?.drug_name).toMatch(/^Lisinopril \d+(\.\d+)? mg tablet$/);
    expect(Date.parse(newest?.filled_on ?? '')).not.toBeNaN();
    const total = first.saved.amount_cents + second.saved.amount_cents;
    expect(savings.saved_this_year.amount_cents).toBe(total);
    expect(savings.saved_this_year.display_value).toBe(`$${(total / 100).toFixed(2)}`);
  });

  it('leaves out claims of earlier years', async () => {
    const member = await createMember(server.baseUrl);
    const kept = await claim(member, atorvastatin);
    const [card] = await server.db
      .select({ id: discountCards.id })
      .from(discountCards)
      .where(eq(discountCards.cardholderId, member.memberId));
    const lastYear = new Date(Date.UTC(new Date().getUTCFullYear() - 1, 11, 31, 23, 59));
    await server.db.insert(discountCardClaims).values({
      id: 'clm_last_year',
      cardId: card?.id ?? '',
      pharmacyId: pharmacy.id,
      pharmacyNpi: pharmacy.npi,
      medId: atorvastatin.medId,
      quantity: atorvastatin.quantity,
      priceId: kept.price_id,
      amountCents: 100,
      retailCents: 900,
      createdAt: lastYear,
    });
    const savings = await expectOk(member.client.get<SavingsBody>(SAVINGS_PATH));
    expect(savings.claims.map((item) => item.claim_id)).toEqual([kept.claim_id]);
    expect(savings.saved_this_year.amount_cents).toBe(kept.saved.amount_cents);
  });

  it('says $0.00 saved for a card with no claims yet', async () => {
    const member = await createMember(server.baseUrl);
    const savings = await expectOk(member.client.get<SavingsBody>(SAVINGS_PATH));
    expect(savings).toMatchObject({
      claim_count: 0,
      claims: [],
      saved_this_year: { amount_cents: 0, display_value: '$0.00' },
    });
  });

  it('answers 404 no_card to an account without a card, and 401 when signed out', async () => {
    const { client } = await signInByPhone(server.baseUrl);
    const noCard = await client.get<SavingsBody>(SAVINGS_PATH);
    expect(noCard.status).toBe(404);
    expect(noCard.body).toMatchObject({
      code: 'no_card',
      message: 'You do not have a Fillwell discount card yet.',
    });
    const signedOut = await createApiClient(server.baseUrl).get<SavingsBody>(SAVINGS_PATH);
    expect(signedOut.status).toBe(401);
    expect(signedOut.body.code).toBe('unauthorized');
  });

  // Last: it moves the server's clock for the rest of the file.
  it("follows the service's clock: claims are dated, and the year read, by it", async () => {
    const member = await createMember(server.baseUrl);
    const before = await claim(member, atorvastatin);
    const moved = await advanceClock(createApiClient(server.baseUrl), 366);
    const nextYear = Number(moved.today.slice(0, 4));
    const empty = await expectOk(member.client.get<SavingsBody>(SAVINGS_PATH));
    expect(empty).toMatchObject({ year: nextYear, claim_count: 0 });
    const after = await claim(member, atorvastatin);
    const savings = await expectOk(member.client.get<SavingsBody>(SAVINGS_PATH));
    expect(savings.claims.map((item) => item.claim_id)).toEqual([after.claim_id]);
    expect(savings.claims[0]?.filled_on.slice(0, 4)).toBe(String(nextYear));
    expect(savings.claims[0]?.claim_id).not.toBe(before.claim_id);
  });
});
