import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { sessions, zipCodes } from '../../db/schema/index';
import { signUpTestAccount } from '../../test/accounts';
import { createApiClient, type ApiClient } from '../../test/api-client';
import { startTestServer, type TestServer } from '../../test/test-server';
import { readZipCodes } from './zip-code-repository';

type WireLocation = {
  zip_code: string;
  city: string;
  state_code: string;
  lat: number;
  lng: number;
};
type LocationBody = { result: WireLocation | null };
type ErrorBody = { message: string; validation_errors: Record<string, string[]> };

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: 'test' });
});
afterAll(async () => {
  await server?.close();
});

const newClient = () => createApiClient(server.baseUrl);
const readLocation = (client: ApiClient) => client.get<LocationBody>('/api/v2/user/location');
const searchZip = (client: ApiClient, zipCode: string) =>
  client.get<LocationBody & ErrorBody>('/api/v2/user/location/search', {
    query: { zip_code: zipCode },
  });
const infer = (client: ApiClient, query: Record<string, string>) =>
  client.get<LocationBody & ErrorBody>('/api/v2/user/location/infer', { query });

async function findZip(zipCode: string) {
  const [row] = await server.db.select().from(zipCodes).where(eq(zipCodes.zipCode, zipCode));
  if (!row) throw new Error(`ZIP ${zipCode} is missing from the test seed`);
  return row;
}

describe('GET /api/v2/user/location', () => {
  it('is null for a new visitor, without starting a session', async () => {
    const client = newClient();
    const response = await readLocation(client);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ result: null });
    expect(client.cookies.size).toBe(0);
  });

  it('is null for a session that has no location yet', async () => {
    const client = newClient();
    await client.get('/api/v2/user');
    expect((await readLocation(client)).body).toEqual({ result: null });
  });

  it("is a signed-in person's default shipping address when the session has none", async () => {
    const { client } = await signUpTestAccount(server.baseUrl, 'located');
    expect((await readLocation(client)).body).toEqual({ result: null });
    const saved = await client.post('/api/v2/user/account/address', {
      address1: '4400 Lindell Blvd',
      city: 'Saint Louis',
      state: 'MO',
      zip_code: '63108',
    });
    expect(saved.status).toBe(200);
    expect((await readLocation(client)).body.result?.zip_code).toBe('63108');
    await searchZip(client, '63103');
    expect((await readLocation(client)).body.result?.zip_code).toBe('63103');
  });
});

describe('GET /api/v2/user/location/search', () => {
  it("answers a ZIP code's place and remembers it for the session only", async () => {
    const client = newClient();
    const zip = await findZip('63103');
    const response = await searchZip(client, '63103');
    expect(response.status).toBe(200);
    expect(response.body.result).toEqual({
      zip_code: '63103',
      city: zip.city,
      state_code: 'MO',
      lat: zip.lat,
      lng: zip.lng,
    });
    expect(client.cookies.size).toBe(1);
    expect((await readLocation(client)).body.result?.zip_code).toBe('63103');
    expect((await readLocation(client)).body.result?.zip_code).toBe('63103');

    const other = newClient();
    expect((await readLocation(other)).body.result).toBeNull();
    await searchZip(other, '60601');
    expect((await readLocation(other)).body.result?.zip_code).toBe('60601');
    expect((await readLocation(client)).body.result?.zip_code).toBe('63103');
  });

  it('stores only the ZIP code on the session row', async () => {
    const client = newClient();
    await searchZip(client, '10001');
    const rows = await server.db
      .select({ zipCode: sessions.locationZipCode })
      .from(sessions)
      .where(eq(sessions.locationZipCode, '10001'));
    expect(rows.length).toBeGreaterThan(0);
  });

  it.each(['6310', 'abcde', '123456', '😀😀😀😀😀', ''])(
    "rejects the malformed ZIP code '%s' with 400",
    async (zipCode) => {
      const response = await searchZip(newClient(), zipCode);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Invalid zipcode');
      expect(response.body.validation_errors.zip_code).toEqual(['Invalid zipcode']);
    },
  );

  it('answers 404 for an unknown ZIP code and keeps the location known before', async () => {
    const client = newClient();
    await searchZip(client, '63103');
    const response = await searchZip(client, '00000');
    expect(response.status).toBe(404);
    expect(response.body.message).toBe("We couldn't find that zip code");
    expect((await readLocation(client)).body.result?.zip_code).toBe('63103');
  });

  it('rejects a missing ZIP code and unknown parameters', async () => {
    const client = newClient();
    expect((await client.get('/api/v2/user/location/search')).status).toBe(400);
    const extra = await client.get('/api/v2/user/location/search', {
      query: { zip_code: '63103', radius: '5' },
    });
    expect(extra.status).toBe(400);
  });
});

describe('GET /api/v2/user/location/infer', () => {
  it('answers the nearest ZIP code and remembers it', async () => {
    const client = newClient();
    const stLouis = await findZip('63103');
    const response = await infer(client, { lat: String(stLouis.lat), lon: String(stLouis.lng) });
    expect(response.status).toBe(200);
    expect(response.body.result?.state_code).toBe('MO');
    const nearest = response.body.result;
    if (!nearest) throw new Error('no location inferred');
    const allZips = await server.db.select().from(zipCodes);
    const closer = allZips.filter(
      (zip) =>
        (zip.lat - stLouis.lat) ** 2 + (zip.lng - stLouis.lng) ** 2 <
        (nearest.lat - stLouis.lat) ** 2 + (nearest.lng - stLouis.lng) ** 2 - 1e-12,
    );
    expect(closer).toEqual([]);
    expect((await readLocation(client)).body.result).toEqual(nearest);
  });

  it('replaces a location found before', async () => {
    const client = newClient();
    await searchZip(client, '63103');
    const response = await infer(client, { lat: '41.8858', lon: '-87.6181' });
    expect(response.body.result?.state_code).toBe('IL');
    expect((await readLocation(client)).body.result?.state_code).toBe('IL');
  });

  it('answers 404 far from every ZIP code', async () => {
    const client = newClient();
    const response = await infer(client, { lat: '30', lon: '-140' });
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('Failed to infer location');
    expect((await readLocation(client)).body.result).toBeNull();
  });

  it.each<Record<string, string>>([
    { lat: '91', lon: '0' },
    { lat: '-91', lon: '0' },
    { lat: '0', lon: '181' },
    { lat: '0', lon: '-180.5' },
    { lat: 'abc', lon: '0' },
    { lat: '38.6' },
    { lon: '-90.2' },
    { lat: '38.6', lng: '-90.2' },
  ])('rejects %o with 400', async (query) => {
    expect((await infer(newClient(), query)).status).toBe(400);
  });
});

describe('the ZIP codes the index is built from', () => {
  it('are every row of the table, in ZIP order, with their exact coordinates', async () => {
    const rows = await server.db.select().from(zipCodes).orderBy(asc(zipCodes.zipCode));
    expect(rows.length).toBeGreaterThan(1000);
    expect(await readZipCodes(server.db)).toEqual(rows);
  });
});
