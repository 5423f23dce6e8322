import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  drugDetailSchema,
  drugQuantitySchema,
  camelCaseKeys,
  QUANTITY_MESSAGES,
  type DrugDetail,
  type DrugQuantity,
} from '@fillwell/contracts';
import { drugSelections } from '../../db/schema/index';
import { createApiClient, type ApiClient } from '../../test/api-client';
import { startTestServer, type TestServer } from '../../test/test-server';
import { decodePriceId } from '../pricing/index';

let server: TestServer;
let client: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ seed: 'test' });
  client = createApiClient(server.baseUrl);
});
afterAll(async () => {
  await server?.close();
});

async function getDetail(slug: string): Promise<DrugDetail> {
  const response = await client.get(`/api/v2/user/drugs/detail/${slug}`);
  expect(response.status).toBe(200);
  return drugDetailSchema.parse(camelCaseKeys((response.body as { result: unknown }).result));
}

function quantityPath(slug: string, medId: number | string, quantity: number | string): string {
  return `/api/v2/user/drugs/detail/${slug}/dosage/${medId}/quantity/${quantity}`;
}

async function getQuantity(slug: string, medId: number, quantity: number): Promise<DrugQuantity> {
  const response = await client.get(quantityPath(slug, medId, quantity));
  expect(response.status).toBe(200);
  return drugQuantitySchema.parse(camelCaseKeys((response.body as { result: unknown }).result));
}

function findDosage(detail: DrugDetail, displayDosage: string, form = 'tablet') {
  const dosage = detail.forms
    .find((candidate) => candidate.form === form)
    ?.dosages.find((candidate) => candidate.displayDosage === displayDosage);
  if (!dosage) throw new Error(`${detail.slug} has no ${form} ${displayDosage}`);
  return dosage;
}

function lowestCents(quantity: DrugQuantity): number {
  return Math.min(...Object.values(quantity.price).map((price) => price.amountCents));
}

describe('GET /api/v2/user/drugs/detail/{slug}', () => {
  it('describes forms, dosages and quantities with four priced categories', async () => {
    const detail = await getDetail('atorvastatin');
    expect(detail).toMatchObject({ name: 'Atorvastatin', isBrand: false, generic: null });
    expect(detail.brands).toEqual([{ slug: 'lipitor', name: 'Lipitor', isBrand: true }]);
    const tablet20 = findDosage(detail, '20 mg');
    expect(tablet20.isCustomQuantityAllowed).toBe(true);
    const [thirty] = tablet20.quantities;
    expect(thirty).toMatchObject({
      rawQuantity: 30,
      displayQuantity: '30 tablets',
      isCustomQuantity: false,
      genericComparison: null,
    });
    expect(thirty?.price.delivery).toMatchObject({ amountCents: 536, displayValue: '$5.36' });
    for (const price of Object.values(thirty?.price ?? {})) {
      const { acquisitionCostCents, markupCents, dispensingFeeCents, chainAdjustmentCents } =
        price.breakdown;
      expect(acquisitionCostCents + markupCents + dispensingFeeCents + chainAdjustmentCents).toBe(
        price.amountCents,
      );
      expect(decodePriceId(price.priceId)).toEqual({
        medId: tablet20.medId,
        quantity: 30,
        category: price.category,
      });
    }
    expect(detail.defaultMedId).toBe(findDosage(detail, '10 mg').medId);
  });

  it('opens sildenafil on 50 mg × 10 and tadalafil on 5 mg × 30', async () => {
    for (const [slug, strength, quantity] of [
      ['sildenafil', '50 mg', 10],
      ['viagra', '50 mg', 10],
      ['tadalafil', '5 mg', 30],
    ] as const) {
      const detail = await getDetail(slug);
      const dosage = findDosage(detail, strength);
      expect(detail.defaultMedId).toBe(dosage.medId);
      expect(dosage.quantities[dosage.defaultQuantityIndex]?.rawQuantity).toBe(quantity);
    }
  });

  it('opens valacyclovir on its second quantity', async () => {
    const dosage = findDosage(await getDetail('valacyclovir'), '500 mg');
    expect(dosage.defaultQuantityIndex).toBe(1);
  });

  it('compares a brand with its generic of the same strength', async () => {
    const lipitor = await getDetail('LIPITOR');
    expect(lipitor.slug).toBe('lipitor');
    expect(lipitor.generic).toEqual({ slug: 'atorvastatin', name: 'Atorvastatin', isBrand: false });
    const brand30 = findDosage(lipitor, '20 mg').quantities[0];
    const generic30 = findDosage(await getDetail('atorvastatin'), '20 mg').quantities[0];
    if (!brand30 || !generic30) throw new Error('missing quantities');
    const saving = lowestCents(brand30) - lowestCents(generic30);
    expect(brand30.genericComparison).toEqual({
      slug: 'atorvastatin',
      name: 'Atorvastatin',
      lowestPriceCents: lowestCents(generic30),
      displayValue: '$5.36',
      savingCents: saving,
      savingDisplayValue: `$${(saving / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`,
    });
    expect(saving).toBeGreaterThan(0);
  });

  it('has no comparison when the generic lacks the strength', async () => {
    const wegovy = await getDetail('wegovy');
    const unmatched = wegovy.forms.flatMap((form) => form.dosages)[0]?.quantities[0];
    expect(unmatched?.genericComparison).toBeNull();
  });

  it('refuses an over-long slug as a client error in the one error shape', async () => {
    const response = await client.get(`/api/v2/user/drugs/detail/${'x'.repeat(10_000)}`);
    expect(response.status).toBe(414);
    expect(response.body).toMatchObject({ status: 414, code: 'bad_request' });
  });

  it('describes units other than tablets', async () => {
    const albuterol = await getDetail('albuterol');
    expect(
      findDosage(albuterol, '90 mcg/actuation', 'inhaler').quantities[0]?.displayQuantity,
    ).toBe('1 inhaler');
    expect(findDosage(albuterol, '2 mg/5 mL', 'oral solution').quantities[0]?.displayQuantity).toBe(
      '473 mL',
    );
    expect(albuterol.telemedConditions).toEqual(expect.any(Array));
  });

  it('answers JSON with snake_case keys and the same body on every call', async () => {
    const first = await client.get('/api/v2/user/drugs/detail/oxycodone');
    const second = await client.get('/api/v2/user/drugs/detail/Oxycodone');
    expect(first.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(first.text).toContain('"default_med_id":');
    expect(first.text).not.toContain('defaultMedId');
    expect(second.text).toBe(first.text);
  });

  it('answers 404 in the error shape for an unknown slug', async () => {
    for (const slug of ['no-such-drug', '%F0%9F%92%8A', 'x'.repeat(100), "'%20or%201=1--"]) {
      const response = await client.get(`/api/v2/user/drugs/detail/${slug}`);
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({
        message: 'Medication not found',
        code: 'not_found',
        status: 404,
      });
    }
  });
});

describe('GET /api/v2/user/drugs/detail/{slug}/dosage/{med_id}/quantity/{qty}', () => {
  it('prices a listed quantity the same as the drug page', async () => {
    const dosage = findDosage(await getDetail('atorvastatin'), '20 mg');
    const quantity = await getQuantity('atorvastatin', dosage.medId, 30);
    expect(quantity).toEqual(dosage.quantities[0]);
  });

  it('prices any whole custom quantity where the dosage allows it', async () => {
    const dosage = findDosage(await getDetail('atorvastatin'), '20 mg');
    for (const amount of [1, 45, 100_000]) {
      const quantity = await getQuantity('atorvastatin', dosage.medId, amount);
      expect(quantity).toMatchObject({ rawQuantity: amount, isCustomQuantity: true });
    }
    expect((await getQuantity('atorvastatin', dosage.medId, 1)).displayQuantity).toBe('1 tablet');
    const bigger = await getQuantity('atorvastatin', dosage.medId, 100_000);
    expect(bigger.price.edlp.amountCents).toBeGreaterThan(100_000);
  });

  it('refuses an unlisted quantity of a listed-only dosage', async () => {
    const inhaler = findDosage(await getDetail('albuterol'), '90 mcg/actuation', 'inhaler');
    expect(inhaler.isCustomQuantityAllowed).toBe(false);
    expect((await client.get(quantityPath('albuterol', inhaler.medId, 2))).status).toBe(200);
    const response = await client.get(quantityPath('albuterol', inhaler.medId, 3));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message: QUANTITY_MESSAGES.notAllowed });
  });

  it('answers 404 for a dosage of another drug or an unknown one', async () => {
    const lipitorDosage = findDosage(await getDetail('lipitor'), '20 mg');
    for (const medId of [lipitorDosage.medId, 999, 2_147_483_647]) {
      const response = await client.get(quantityPath('atorvastatin', medId, 30));
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ message: 'Medication not found' });
    }
    expect((await client.get(quantityPath('nope', lipitorDosage.medId, 30))).status).toBe(404);
  });

  it.each(['0', '-1', '1.5', '100001', '1e999', 'abc', '99999999999999999999', '%20'])(
    'answers 400 for quantity %j',
    async (quantity) => {
      const dosage = findDosage(await getDetail('atorvastatin'), '20 mg');
      const response = await client.get(quantityPath('atorvastatin', dosage.medId, quantity));
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        message: QUANTITY_MESSAGES.invalid,
        code: 'validation_error',
      });
    },
  );

  it('answers 400 for a medId that is not a positive whole number', async () => {
    for (const medId of ['abc', '-5', '0', '1.5']) {
      expect((await client.get(quantityPath('atorvastatin', medId, 30))).status).toBe(400);
    }
  });
});

describe('PUT /api/v2/user/drugs/detail/{slug}/dosage/{med_id}/quantity/{qty}', () => {
  it("records the visitor's selection on the session and answers the quantity", async () => {
    const visitor = createApiClient(server.baseUrl);
    const detail = await getDetail('atorvastatin');
    const dosage = findDosage(detail, '40 mg');
    const first = await visitor.request('PUT', quantityPath('atorvastatin', dosage.medId, 90), {
      body: { price_category: 'local', pinned: true },
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ result: { raw_quantity: 90, is_custom_quantity: false } });
    const second = await visitor.request('PUT', quantityPath('atorvastatin', dosage.medId, 45), {
      body: { price_category: 'delivery' },
    });
    expect(second.status).toBe(200);
    const rows = await server.db
      .select()
      .from(drugSelections)
      .where(
        and(eq(drugSelections.medNameId, detail.medNameId), eq(drugSelections.medId, dosage.medId)),
      );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ quantity: 45, priceCategory: 'delivery', pinned: false });
  });

  it('validates the body and the path like GET', async () => {
    const dosage = findDosage(await getDetail('atorvastatin'), '20 mg');
    const path = quantityPath('atorvastatin', dosage.medId, 30);
    const badCategory = await client.request('PUT', path, { body: { price_category: 'free' } });
    expect(badCategory.status).toBe(400);
    const extraField = await client.request('PUT', path, {
      body: { price_category: 'edlp', price_cents: 1 },
    });
    expect(extraField.status).toBe(400);
    const badQuantity = await client.request('PUT', quantityPath('atorvastatin', dosage.medId, 0), {
      body: { price_category: 'edlp' },
    });
    expect(badQuantity.status).toBe(400);
    const unknown = await client.request('PUT', quantityPath('nope', dosage.medId, 30), {
      body: { price_category: 'edlp' },
    });
    expect(unknown.status).toBe(404);
  });
});
