import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_MESSAGES } from '@fillwell/contracts';
import { drugs, medications } from '../../db/schema/index';
import { createApiClient, type ApiClient } from '../../test/api-client';
import { startTestServer, type TestServer } from '../../test/test-server';
import { loadCatalogueIndex } from './index';

interface WireResult {
  med_name_id: number;
  name: string;
  alternate_name: string | null;
  slug: string;
  is_brand: boolean;
}
interface WireError {
  message: string;
  code: string;
  status: number;
  validation_errors: Record<string, string[]>;
}

let server: TestServer;
let client: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ seed: 'test' });
  client = createApiClient(server.baseUrl);
});
afterAll(async () => {
  await server?.close();
});

async function search(name: string, extra: Record<string, string> = {}) {
  return client.get<{ results: WireResult[] }>('/api/medications', { query: { name, ...extra } });
}

const names = (results: WireResult[]) => results.map((result) => result.name);

describe.each(['/api/medications', '/api/v2/drugs/search/category/med_name'])('GET %s', (path) => {
  it('lists Atorvastatin (Lipitor) first for "ator"', async () => {
    const response = await client.get<{ results: WireResult[] }>(path, { query: { name: 'ator' } });
    expect(response.status).toBe(200);
    expect(response.body.results[0]).toEqual({
      med_name_id: expect.any(Number),
      name: 'Atorvastatin',
      alternate_name: 'Lipitor',
      slug: 'atorvastatin',
      is_brand: false,
    });
  });
});

describe('medication search', () => {
  it('lists the generic for a brand and the brand for a generic', async () => {
    const lipitor = (await search('lipitor')).body.results;
    expect(names(lipitor).slice(0, 2)).toEqual(['Lipitor', 'Atorvastatin']);
    expect(lipitor[0]).toMatchObject({ alternate_name: 'Atorvastatin', is_brand: true });
    expect(names((await search('zocor')).body.results)).toContain('Simvastatin');
  });

  it('finds drugs through typos', async () => {
    expect(names((await search('atorvastatn')).body.results)[0]).toBe('Atorvastatin');
    expect(names((await search('lisinipril')).body.results)[0]).toBe('Lisinopril');
    expect(names((await search('Metformn')).body.results)).toContain('Metformin');
  });

  it('matches a word inside a multi-word name', async () => {
    expect(names((await search('succinate')).body.results)).toContain('Metoprolol Succinate ER');
  });

  it('caps the results at the limit', async () => {
    const response = await search('me', { limit: '3' });
    expect(response.status).toBe(200);
    expect(response.body.results).toHaveLength(3);
    expect((await search('me')).body.results).toHaveLength(10);
  });

  it.each([
    ['', SEARCH_MESSAGES.tooShort],
    ['a', SEARCH_MESSAGES.tooShort],
    ['  a  ', SEARCH_MESSAGES.tooShort],
    ['x'.repeat(101), SEARCH_MESSAGES.tooLong],
    ['x'.repeat(10_000), SEARCH_MESSAGES.tooLong],
    ['\u0000\u0001ab', 'Must not contain a NUL character'],
  ])('answers 400 for %j', async (term, message) => {
    const response = await search(term);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message, code: 'validation_error', status: 400 });
    expect((response.body as unknown as WireError).validation_errors.name).toEqual([message]);
  });

  it('answers 400 without a name or with a bad limit', async () => {
    expect((await client.get('/api/medications')).status).toBe(400);
    expect((await search('ator', { limit: '0' })).status).toBe(400);
    expect((await search('ator', { limit: 'ten' })).status).toBe(400);
    expect((await search('ator', { limit: '51' })).status).toBe(400);
  });

  it.each([
    '💊💊',
    "'; drop table drugs;--",
    '%27%20OR%201%3D1',
    '%61tor',
    '<script>alert(1)</script>',
    '\u0001ab',
    'x'.repeat(100),
  ])('answers results or an empty list for %j', async (term) => {
    const response = await search(term);
    expect(response.status).toBe(200);
    expect(Array.isArray(response.body.results)).toBe(true);
  });

  it('survives raw percent-encoding in the URL', async () => {
    for (const query of ['name=%2561tor', 'name=%E2%9C%93%E2%9C%93', 'name=%ZZ%ZZ', 'name=ab%']) {
      const response = await fetch(`${server.baseUrl}/api/medications?${query}`);
      expect(response.status).toBeLessThan(500);
    }
    const decoded = await fetch(`${server.baseUrl}/api/medications?name=%61tor`);
    const body = (await decoded.json()) as { results: WireResult[] };
    expect(body.results[0]?.name).toBe('Atorvastatin');
  });
});

describe('directory', () => {
  it('lists the most prescribed real drugs by popularity', async () => {
    const response = await client.get<{ result: { top_medications: WireResult[] } }>(
      '/api/medications/top',
      { query: { limit: '4' } },
    );
    expect(response.status).toBe(200);
    expect(names(response.body.result.top_medications)).toEqual([
      'Atorvastatin',
      'Lipitor',
      'Metformin',
      'Glucophage',
    ]);
    const all = await client.get<{ result: { top_medications: WireResult[] } }>(
      '/api/medications/top',
    );
    expect(all.body.result.top_medications).toHaveLength(100);
  });

  it('filters the top list by first letter', async () => {
    const response = await client.get<{ result: { top_medications: WireResult[] } }>(
      '/api/medications/top',
      { query: { letter: 'L', limit: '20' } },
    );
    const list = response.body.result.top_medications;
    expect(list.length).toBeGreaterThan(3);
    expect(list.every((drug) => drug.name.toLowerCase().startsWith('l'))).toBe(true);
    expect(names(list).slice(0, 2)).toEqual(['Lipitor', 'Levothyroxine']);
  });

  it('lists every medication of a letter alphabetically', async () => {
    const response = await client.get<{
      result: { letter: string; medications_by_letter: WireResult[] };
    }>('/api/medications/index/Z');
    expect(response.status).toBe(200);
    expect(response.body.result.letter).toBe('z');
    const list = names(response.body.result.medications_by_letter);
    expect(list).toContain('Zolpidem');
    expect(list).toContain('Zocor');
    expect(list.every((name) => name.startsWith('Z'))).toBe(true);
    expect([...list].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }))).toEqual(
      list,
    );
  });

  it('answers digits under 0 and rejects anything else', async () => {
    const digits = await client.get<{ result: { medications_by_letter: WireResult[] } }>(
      '/api/medications/index/0',
    );
    expect(digits.status).toBe(200);
    expect(digits.body.result.medications_by_letter.every((drug) => /^[0-9]/.test(drug.name))).toBe(
      true,
    );
    expect((await client.get('/api/medications/index/ab')).status).toBe(400);
    expect((await client.get('/api/medications/index/%F0%9F%92%8A')).status).toBe(400);
    expect((await client.get('/api/medications/top', { query: { letter: '1' } })).status).toBe(400);
  });
});

describe('the catalogue index', () => {
  it('picks up data changes on reload', async () => {
    const index = await loadCatalogueIndex(server.db);
    const sizeBefore = index.size;
    expect(index.getDrugBySlug('Atorvastatin')?.medications.length).toBeGreaterThan(0);
    await server.db.insert(drugs).values({
      medNameId: 77,
      slug: 'qovexatril',
      name: 'Qovexatril',
      genericName: 'qovexatril',
      isBrand: false,
      drugClass: 'Test class',
      commonUses: 'Testing',
      category: 'Cardiovascular',
      popularityRank: 9999,
    });
    await server.db.insert(medications).values({
      medId: 78,
      medNameId: 77,
      form: 'tablet',
      displayForm: 'Tablet',
      strength: '5 mg',
      displayDosage: '5 mg',
      pricingUnit: 'EA',
      unitCostMicrodollars: 50_000,
      costSource: 'estimate',
      quantities: [30],
      defaultQuantity: 30,
      isCustomQuantityAllowed: true,
      sortOrder: 0,
    });
    expect(index.search('qovex', 5)).toEqual([]);
    await index.reload();
    expect(index.size).toBe(sizeBefore + 1);
    expect(index.search('qovex', 5)[0]).toMatchObject({ slug: 'qovexatril', alternateName: null });
    expect(index.getMedication(78)).toMatchObject({ medNameId: 77, slug: 'qovexatril' });
  });
});
