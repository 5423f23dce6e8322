import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { pharmacies } from '../../db/schema/index';
import { createApiClient, type ApiClient } from '../../test/api-client';
import type { WireError } from '../../test/api-helpers';
import { startTestServer, type TestServer } from '../../test/test-server';

type WirePreferred = {
  result: {
    name: string;
    is_preferred: boolean;
    location: { id: string };
    value_props: Array<{ title: string; description: string }>;
  };
};

let server: TestServer;
let client: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ seed: 'test' });
  client = createApiClient(server.baseUrl);
});
afterAll(async () => {
  await server?.close();
});

async function findPharmacyId(isPreferred: boolean): Promise<string> {
  const [row] = await server.db
    .select({ id: pharmacies.id })
    .from(pharmacies)
    .where(and(eq(pharmacies.isPreferred, isPreferred), eq(pharmacies.isMailOrder, false)))
    .limit(1);
  if (!row) throw new Error(`the test seed has no pharmacy with isPreferred ${isPreferred}`);
  return row.id;
}

describe('GET /api/v2/pharmacies/preferred/{id} value props', () => {
  it('answers a preferred pharmacy with the value props of the preferred-pharmacy modal', async () => {
    const id = await findPharmacyId(true);
    const response = await client.get<WirePreferred>(`/api/v2/pharmacies/preferred/${id}`);
    expect(response.status).toBe(200);
    expect(response.body.result.is_preferred).toBe(true);
    expect(response.body.result.location.id).toBe(id);
    const titles = response.body.result.value_props.map((prop) => prop.title);
    expect(titles.slice(0, 3)).toEqual([
      'Preferred pricing',
      'Your digital card at pickup',
      'We move your prescription',
    ]);
  });

  it('answers a pharmacy that is not preferred without value props', async () => {
    const id = await findPharmacyId(false);
    const response = await client.get<WirePreferred>(`/api/v2/pharmacies/preferred/${id}`);
    expect(response.status).toBe(200);
    expect(response.body.result.is_preferred).toBe(false);
    expect(response.body.result.value_props).toEqual([]);
  });

  it('answers bad ids in the one error shape', async () => {
    const unknown = await client.get<WireError>('/api/v2/pharmacies/preferred/rx-0000000001');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ status: 404, message: 'Pharmacy not found' });
    const markup = await client.get<WireError>(
      `/api/v2/pharmacies/preferred/${encodeURIComponent('<b>x</b>')}`,
    );
    expect(markup.status).toBe(404);
    expect(markup.text).not.toContain('<b>');
    const oversized = await client.get<WireError>(`/api/v2/pharmacies/preferred/${'9'.repeat(41)}`);
    expect(oversized.status).toBe(400);
    expect(oversized.body.validation_errors).toHaveProperty('id');
  });
});
