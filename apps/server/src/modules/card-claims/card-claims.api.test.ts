import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { composeMemberId } from '@fillwell/domain';
import { loadConfig } from '../../config';
import { discountCardClaims, discountCards } from '../../db/schema/index';
import { createApiClient } from '../../test/api-client';
import { expectOk, findDefaultMedication, type DefaultMedication } from '../../test/api-helpers';
import { startTestServer, type TestServer } from '../../test/test-server';
import {
  createMember,
  findPharmacy,
  PLAN,
  postClaim,
  setCardStatus,
  type TestMember,
  readAmountOwed,
} from './card-claims-test-helpers';

/** ATORVASTATIN 10 MG TABLET in NADAC, as a pharmacy system keys it (with dashes). */
const ATORVASTATIN_10_NDC = '00093-5056-10';

let server: TestServer;
let member: TestMember;
let atorvastatin: DefaultMedication;
let pharmacy: { id: string; npi: string; zipCode: string };

beforeAll(async () => {
  // 100 claims at once come from one address: more connections than a browser's cap allows.
  const { http } = loadConfig({ NODE_ENV: 'test' });
  server = await startTestServer({
    seed: 'test',
    config: { http: { ...http, maxConnectionsPerClient: 0 } },
  });
  member = await createMember(server.baseUrl);
  atorvastatin = await findDefaultMedication(createApiClient(server.baseUrl), 'atorvastatin');
  pharmacy = await findPharmacy(server.db, { isDiscountCard: true, isTexas: false });
}, 60_000);

afterAll(async () => {
  await server?.close();
});

function claimFor(memberId: string, changes: Record<string, unknown> = {}) {
  return {
    ...PLAN,
    member_id: memberId,
    med_id: atorvastatin.medId,
    quantity: atorvastatin.quantity,
    pharmacy_npi: pharmacy.npi,
    ...changes,
  };
}

type SearchBody = {
  results: Array<{ npi: string; price: { price_id: string; amount_cents: number } | null }>;
};

/** The price the pharmacy list shows at the pharmacy, in a category. */
async function readListedPrice(category: string) {
  const search = await expectOk(
    createApiClient(server.baseUrl).get<SearchBody>('/api/v2/pharmacies', {
      query: {
        zip_code: pharmacy.zipCode,
        med_id: String(atorvastatin.medId),
        quantity: String(atorvastatin.quantity),
        price_category: category,
        limit: '100',
      },
    }),
  );
  const listed = search.results.find((result) => result.npi === pharmacy.npi)?.price;
  if (!listed) throw new Error(`the pharmacy list shows no ${category} price at the pharmacy`);
  return listed;
}

function expectRejection(
  response: { status: number; body: { code: string; message: string } },
  status: number,
  code: string,
) {
  expect(response.status).toBe(status);
  expect(response.body.code).toBe(code);
  expect(response.body.message.length).toBeGreaterThan(0);
}

describe('POST /api/v2/claims: approval', () => {
  it("approves the pharmacy list's discount-card price at that pharmacy, and keeps the claim", async () => {
    const response = await postClaim(server.baseUrl, claimFor(member.memberId));
    expect(response.status).toBe(200);
    const claim = response.body;
    const listed = await readListedPrice('magic');
    expect(claim.amount_owed.amount_cents).toBe(listed.amount_cents);
    expect(claim.price_id).toBe(listed.price_id);
    expect(claim).toMatchObject({
      status: 'paid',
      med_id: atorvastatin.medId,
      quantity: atorvastatin.quantity,
    });
    expect(claim.claim_id).toMatch(/^clm_/);
    expect(claim.retail.amount_cents).toBeGreaterThan(claim.amount_owed.amount_cents);
    expect(claim.saved.amount_cents).toBe(
      claim.retail.amount_cents - claim.amount_owed.amount_cents,
    );
    expect(claim.amount_owed.display_value).toMatch(/^\$\d+\.\d\d$/);

    const [stored] = await server.db
      .select()
      .from(discountCardClaims)
      .where(eq(discountCardClaims.id, claim.claim_id));
    expect(stored).toMatchObject({
      pharmacyId: pharmacy.id,
      pharmacyNpi: pharmacy.npi,
      medId: atorvastatin.medId,
      amountCents: claim.amount_owed.amount_cents,
      retailCents: claim.retail.amount_cents,
      priceId: claim.price_id,
    });
    expect(await readAmountOwed(member)).toBe(claim.amount_owed.amount_cents);
  });

  it("saves against the pharmacy's retail price, as the pharmacy list shows it", async () => {
    const claim = await expectOk(postClaim(server.baseUrl, claimFor(member.memberId)));
    const retail = await readListedPrice('edlp');
    expect(claim.retail.amount_cents).toBe(retail.amount_cents);
  });

  it('takes no session, no CSRF header and any Origin: it is called by pharmacy systems', async () => {
    const response = await createApiClient(server.baseUrl).post(
      '/api/v2/claims',
      claimFor(member.memberId),
      { isCsrfHeaderOmitted: true, headers: { origin: 'https://switch.example' } },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('accepts a member ID as printed (spaced, lower case) and PCN and group in any case', async () => {
    const printed = member.memberId.toLowerCase().replace(/(.{4})/g, '$1 ');
    const response = await postClaim(
      server.baseUrl,
      claimFor(printed, {
        rx_pcn: PLAN.rx_pcn.toLowerCase(),
        rx_group: PLAN.rx_group.toLowerCase(),
      }),
    );
    expect(response.status).toBe(200);
  });

  it('names the drug by NDC (dashes or not), alone or with its matching med_id', async () => {
    const byNdc = claimFor(member.memberId, { med_id: undefined, ndc: ATORVASTATIN_10_NDC });
    const first = await expectOk(postClaim(server.baseUrl, byNdc));
    const tenMg = await findAtorvastatin10();
    expect(first.med_id).toBe(tenMg);
    const both = { ...byNdc, ndc: ATORVASTATIN_10_NDC.replace(/-/g, ''), med_id: tenMg };
    expect((await postClaim(server.baseUrl, both)).status).toBe(200);
  });

  it('prices any count of tablets up to the claim limit', async () => {
    const claim = await expectOk(
      postClaim(server.baseUrl, claimFor(member.memberId, { quantity: 45 })),
    );
    expect(claim.quantity).toBe(45);
    expect(claim.price_id).toBe(`p-${atorvastatin.medId}-45-magic`);
  });
});

async function findAtorvastatin10(): Promise<number> {
  type Detail = {
    result: {
      forms: Array<{ form: string; dosages: Array<{ med_id: number; display_dosage: string }> }>;
    };
  };
  const page = await expectOk(
    createApiClient(server.baseUrl).get<Detail>('/api/v2/user/drugs/detail/atorvastatin'),
  );
  const tablets = page.result.forms.find((form) => form.form === 'tablet');
  const tenMg = tablets?.dosages.find((dosage) => dosage.display_dosage === '10 mg');
  if (!tenMg) throw new Error('no atorvastatin 10 mg');
  return tenMg.med_id;
}

describe('POST /api/v2/claims: rejections', () => {
  it('answers 400 claim_plan_unknown for a BIN, PCN or group of another plan', async () => {
    for (const change of [{ rx_bin: '610020' }, { rx_pcn: 'OTHER' }, { rx_group: 'G123' }]) {
      const response = await postClaim(server.baseUrl, claimFor(member.memberId, change));
      expectRejection(response, 400, 'claim_plan_unknown');
      expect(response.body.message).toBe(
        'The BIN, PCN or group is not the Fillwell discount card.',
      );
    }
  });

  it('answers 404 member_unknown for a malformed ID, a wrong check digit and an unknown card', async () => {
    const digits = member.memberId.slice(2, 14);
    const check = Number(member.memberId.slice(14));
    const wrongCheck = `FW${digits}${(check + 1) % 10}`;
    const unknown = composeMemberId(digits === '123456789012' ? '210987654321' : '123456789012');
    for (const memberId of ['FW123', 'not a member', wrongCheck, unknown]) {
      const response = await postClaim(server.baseUrl, claimFor(memberId));
      expectRejection(response, 404, 'member_unknown');
      expect(response.body.message).toBe('No Fillwell discount card has this member ID.');
    }
  });

  it('answers 409 card_inactive for an inactive card, and approves again once it is active', async () => {
    const other = await createMember(server.baseUrl);
    await setCardStatus(server.db, other.memberId, 'inactive');
    const refused = await postClaim(server.baseUrl, claimFor(other.memberId));
    expectRejection(refused, 409, 'card_inactive');
    expect(await readAmountOwed(other)).toBeNull();
    await setCardStatus(server.db, other.memberId, 'active');
    expect((await postClaim(server.baseUrl, claimFor(other.memberId))).status).toBe(200);
  });

  it('answers 422 drug_not_covered for an unknown medication or NDC, or ones that disagree', async () => {
    const cases = [
      { med_id: 999 },
      { med_id: undefined, ndc: '99999999999' },
      { med_id: undefined, ndc: '123' },
      { med_id: atorvastatin.medId === 999 ? 998 : 999, ndc: ATORVASTATIN_10_NDC },
    ];
    for (const change of cases) {
      const response = await postClaim(server.baseUrl, claimFor(member.memberId, change));
      expectRejection(response, 422, 'drug_not_covered');
    }
  });

  it('answers 422 pharmacy_out_of_network outside the network, in Texas, or for an unknown NPI', async () => {
    const outside = await findPharmacy(server.db, { isDiscountCard: false, isTexas: false });
    // The directory keeps Texas out of the network; claim-adjudication.test.ts covers one in it.
    const texas = await findPharmacy(server.db, { isTexas: true });
    for (const npi of [outside.npi, texas.npi, '1999999999', 'abc']) {
      const response = await postClaim(
        server.baseUrl,
        claimFor(member.memberId, { pharmacy_npi: npi }),
      );
      expectRejection(response, 422, 'pharmacy_out_of_network');
      expect(response.body.message).toBe(
        'This pharmacy is not in the Fillwell discount card network.',
      );
    }
  });

  it('answers 400 quantity_over_limit past the claim limit or past what the drug is sold in', async () => {
    const tooMany = await postClaim(server.baseUrl, claimFor(member.memberId, { quantity: 1001 }));
    expectRejection(tooMany, 400, 'quantity_over_limit');
    const inhaler = await findDefaultMedication(createApiClient(server.baseUrl), 'ventolin-hfa');
    const inhalers = await postClaim(
      server.baseUrl,
      claimFor(member.memberId, { med_id: inhaler.medId, quantity: 3 }),
    );
    expectRejection(inhalers, 400, 'quantity_over_limit');
    const two = await postClaim(
      server.baseUrl,
      claimFor(member.memberId, { med_id: inhaler.medId, quantity: 2 }),
    );
    expect(two.status).toBe(200);
  });

  it('answers 400 validation_error for unknown fields, a missing drug and a bad quantity', async () => {
    const unknownField = await postClaim(
      server.baseUrl,
      claimFor(member.memberId, { price: 1, amount_owed: 0 }),
    );
    expectRejection(unknownField, 400, 'validation_error');
    expect(unknownField.body.validation_errors).toMatchObject({
      price: ['Unknown field'],
      amount_owed: ['Unknown field'],
    });
    const noDrug = await postClaim(
      server.baseUrl,
      claimFor(member.memberId, { med_id: undefined }),
    );
    expectRejection(noDrug, 400, 'validation_error');
    for (const quantity of [0, -5, 2.5, '30']) {
      const response = await postClaim(server.baseUrl, claimFor(member.memberId, { quantity }));
      expectRejection(response, 400, 'validation_error');
    }
  });

  it('keeps nothing for a rejected claim', async () => {
    const other = await createMember(server.baseUrl);
    await postClaim(server.baseUrl, claimFor(other.memberId, { med_id: 999 }));
    await postClaim(server.baseUrl, claimFor(other.memberId, { quantity: 1001 }));
    const [card] = await server.db
      .select({ id: discountCards.id })
      .from(discountCards)
      .where(eq(discountCards.cardholderId, other.memberId));
    const claims = await server.db
      .select()
      .from(discountCardClaims)
      .where(eq(discountCardClaims.cardId, card?.id ?? ''));
    expect(claims).toEqual([]);
  });
});

describe('POST /api/v2/claims: concurrency', () => {
  it('keeps every one of 100 claims sent at once on one card', async () => {
    const buyer = await createMember(server.baseUrl);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        postClaim(server.baseUrl, claimFor(buyer.memberId, { quantity: 30 + index })),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(100).fill(200));
    const claimIds = new Set(answers.map((answer) => answer.body.claim_id));
    expect(claimIds.size).toBe(100);
    const [card] = await server.db
      .select()
      .from(discountCards)
      .where(eq(discountCards.cardholderId, buyer.memberId));
    const stored = await server.db
      .select()
      .from(discountCardClaims)
      .where(eq(discountCardClaims.cardId, card?.id ?? ''));
    expect(new Set(stored.map((claim) => claim.id))).toEqual(claimIds);
    const owed = answers.map((answer) => answer.body.amount_owed.amount_cents);
    expect(owed).toContain(await readAmountOwed(buyer));
  });

  it('answers each of many claims at once on its own card: active, inactive or unknown', async () => {
    const active = await createMember(server.baseUrl);
    const inactive = await createMember(server.baseUrl);
    await setCardStatus(server.db, inactive.memberId, 'inactive');
    const unknown = composeMemberId('555555555555');
    const memberIds = Array.from(
      { length: 30 },
      (_, index) => [active.memberId, inactive.memberId, unknown][index % 3],
    );
    const answers = await Promise.all(
      memberIds.map((memberId) => postClaim(server.baseUrl, claimFor(memberId ?? ''))),
    );
    const expected = { [active.memberId]: 200, [inactive.memberId]: 409, [unknown]: 404 };
    expect(answers.map((answer) => answer.status)).toEqual(
      memberIds.map((memberId) => expected[memberId ?? '']),
    );
  });
});
