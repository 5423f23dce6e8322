import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_META } from '../../plugins/page-meta';
import { createApiClient, type ApiClient } from '../../test/api-client';
import { startTestServer, type TestServer } from '../../test/test-server';

const INDEX_HTML =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>placeholder</title>' +
  '<meta name="description" content="placeholder"></head><body><div id="root"></div></body></html>';

let server: TestServer;
let client: ApiClient;
let webDistDir: string;

beforeAll(async () => {
  webDistDir = mkdtempSync(path.join(tmpdir(), 'fillwell-web-'));
  writeFileSync(path.join(webDistDir, 'index.html'), INDEX_HTML);
  server = await startTestServer({ seed: 'test', webDistDir });
  client = createApiClient(server.baseUrl);
});
afterAll(async () => {
  await server?.close();
  rmSync(webDistDir, { recursive: true, force: true });
});

interface WireMeta {
  result: { title: string; description: string };
}

async function getMeta(route: string) {
  return client.get<WireMeta>('/api/cms/meta_tag', { query: { route } });
}

async function findLowestDefaultPrice(slug: string): Promise<number> {
  type WirePrice = { amount_cents: number };
  type WireDosage = {
    default_quantity_index: number;
    quantities: Array<{ price: Record<string, WirePrice> }>;
  };
  const response = await client.get<{ result: { forms: Array<{ dosages: WireDosage[] }> } }>(
    `/api/v2/user/drugs/detail/${slug}`,
  );
  const amounts = response.body.result.forms
    .flatMap((form) => form.dosages)
    .flatMap((dosage) =>
      Object.values(dosage.quantities[dosage.default_quantity_index]?.price ?? {}),
    )
    .map((price) => price.amount_cents);
  return Math.min(...amounts);
}

describe('GET /api/cms/drug_info/{slug}', () => {
  it("describes a drug's class, uses, category and forms", async () => {
    const response = await client.get('/api/cms/drug_info/Atorvastatin');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      result: {
        slug: 'atorvastatin',
        name: 'Atorvastatin',
        generic_name: 'atorvastatin',
        is_brand: false,
        drug_class: 'Statin (HMG-CoA reductase inhibitor)',
        common_uses: 'High cholesterol; lowering the risk of heart attack and stroke',
        category: 'Cardiovascular',
        forms: ['Tablet'],
        dea_schedule: null,
        is_opioid: false,
      },
    });
  });

  it('flags opioids and their schedule, and lists each form once', async () => {
    const response = await client.get<{ result: Record<string, unknown> }>(
      '/api/cms/drug_info/oxycodone',
    );
    expect(response.body.result).toMatchObject({
      is_opioid: true,
      dea_schedule: 'II',
      forms: ['Tablet', 'Extended-Release Tablet', 'Oral Solution'],
    });
  });

  it('answers 404 for an unknown drug', async () => {
    const response = await client.get('/api/cms/drug_info/no-such-drug');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ message: 'Medication not found', code: 'not_found' });
  });
});

describe('GET /api/cms/meta_tag', () => {
  it('names the drug, its brand and its lowest price on a drug route', async () => {
    const response = await getMeta('/atorvastatin');
    expect(response.status).toBe(200);
    const lowest = await findLowestDefaultPrice('atorvastatin');
    expect(response.body.result.title).toBe('Atorvastatin (Lipitor) prices and coupons — Fillwell');
    expect(response.body.result.description).toContain('Compare Atorvastatin prices');
    expect(response.body.result.description).toContain(`from $${(lowest / 100).toFixed(2)}`);
  });

  it('reads routes case-insensitively and without their query', async () => {
    const response = await getMeta('/LIPITOR?utm_source=mail');
    expect(response.body.result.title).toBe('Lipitor (Atorvastatin) prices and coupons — Fillwell');
  });

  it('gives other routes the default title', async () => {
    for (const route of ['/', '/cart', '/account/orders', '/no-such-drug', '/atorvastatin/x']) {
      expect((await getMeta(route)).body.result).toEqual(DEFAULT_PAGE_META);
    }
  });

  it('answers 400 without a route', async () => {
    expect((await client.get('/api/cms/meta_tag')).status).toBe(400);
    expect((await getMeta('x'.repeat(301))).status).toBe(400);
  });
});

describe('drug pages served as HTML', () => {
  it('carry the drug title and description, also as Open Graph tags', async () => {
    const meta = (await getMeta('/atorvastatin')).body.result;
    const html = await (await fetch(`${server.baseUrl}/atorvastatin`)).text();
    expect(html).toContain(`<title>${meta.title}</title>`);
    expect(html).toContain(`<meta name="description" content="${meta.description}">`);
    expect(html).toContain(`<meta property="og:title" content="${meta.title}">`);
    expect(html).toContain(`<meta property="og:description" content="${meta.description}">`);
    expect(html).not.toContain('placeholder');
  });

  it('keep the default title elsewhere', async () => {
    const html = await (await fetch(`${server.baseUrl}/cart`)).text();
    expect(html).toContain(`<title>${DEFAULT_PAGE_META.title}</title>`);
  });
});
