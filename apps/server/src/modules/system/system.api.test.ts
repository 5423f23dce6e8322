import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTestDatabaseKind } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

type Readiness = {
  status: string;
  database: { kind: string; is_connected: boolean };
  catalogue: Record<string, number>;
};

describe('probes on a seeded database', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: 'test' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('GET /healthz answers ok', async () => {
    const response = await fetch(`${server.baseUrl}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz reports the database and catalogue counts', async () => {
    const response = await fetch(`${server.baseUrl}/readyz`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Readiness;
    expect(body.status).toBe('ready');
    expect(body.database).toEqual({
      kind: getTestDatabaseKind(),
      is_connected: true,
    });
    expect(Object.keys(body.catalogue).sort()).toEqual(
      [
        'allergens',
        'drugs',
        'medical_conditions',
        'medications',
        'pharmacies',
        'prescribers',
        'telemed_conditions',
        'zip_codes',
      ].sort(),
    );
    for (const count of Object.values(body.catalogue)) expect(count).toBeGreaterThan(0);
  });
});

describe('probes on an empty database', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: 'none' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('GET /readyz answers 503 while the catalogue is empty', async () => {
    const response = await fetch(`${server.baseUrl}/readyz`);
    expect(response.status).toBe(503);
    const body = (await response.json()) as Readiness;
    expect(body.status).toBe('not_ready');
    expect(body.database.is_connected).toBe(true);
    expect(body.catalogue.drugs).toBe(0);
  });
});
