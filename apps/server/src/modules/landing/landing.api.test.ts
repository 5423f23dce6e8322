import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CITY_PAGES, LANDING_PAGES } from '@fillwell/domain';
import { createApiClient, type ApiClient } from '../../test/api-client';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
let client: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ seed: 'test' });
  client = createApiClient(server.baseUrl);
});
afterAll(async () => {
  await server?.close();
});

interface WirePricedDrug {
  slug: string;
  display_quantity: string;
  lowest_price: { amount_cents: number; display_value: string };
  pharmacy_name: string | null;
}

describe('GET /api/v2/landing/{slug}', () => {
  it.each(LANDING_PAGES.map((page) => page.slug))('prices %s live', async (slug) => {
    const response = await client.get<{
      result: { headline: string; drugs: WirePricedDrug[]; cta: { to: string } };
    }>(`/api/v2/landing/${slug}`);
    expect(response.status).toBe(200);
    expect(response.body.result.headline).not.toBe('');
    expect(response.body.result.cta.to).toMatch(/^\//);
    for (const drug of response.body.result.drugs) {
      expect(drug.lowest_price.amount_cents).toBeGreaterThan(0);
      expect(drug.lowest_price.display_value).toMatch(/^\$\d+\.\d{2}$/);
      // Each drug links to its price page, which exists.
      const detail = await client.get<{ result: { slug: string } }>(
        `/api/v2/user/drugs/detail/${drug.slug}`,
      );
      expect(detail.status).toBe(200);
    }
  });

  it('answers 404 for a page that does not exist', async () => {
    expect((await client.get('/api/v2/landing/women')).status).toBe(404);
    expect((await client.get('/api/v2/landing/%3Cscript%3E')).status).toBe(404);
  });
});

describe('GET /api/v2/cities/{slug}', () => {
  it.each(CITY_PAGES.map((city) => city.slug))(
    'lists the pharmacies of %s and the lowest price among them',
    async (slug) => {
      const response = await client.get<{
        result: {
          pharmacy_count: number;
          pharmacies: Array<{ name: string; location: { distance: number | null } }>;
          drugs: WirePricedDrug[];
        };
      }>(`/api/v2/cities/${slug}`);
      expect(response.status).toBe(200);
      const { pharmacy_count: count, pharmacies, drugs } = response.body.result;
      expect(pharmacies.length).toBe(Math.min(10, count));
      const distances = pharmacies.map((pharmacy) => pharmacy.location.distance ?? 0);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      for (const drug of drugs) {
        expect(drug.pharmacy_name).not.toBeNull();
        expect(drug.lowest_price.amount_cents).toBeGreaterThan(0);
      }
      if (count > 0) expect(drugs.length).toBeGreaterThan(0);
    },
  );

  it('answers 404 for a city without a page', async () => {
    expect((await client.get('/api/v2/cities/boston')).status).toBe(404);
  });
});
