import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { medications, pharmacies, zipCodes } from '../../db/schema/index';
import { createApiClient, type ApiClient } from '../../test/api-client';
import { startTestServer, type TestServer } from '../../test/test-server';
import { computePrice } from '../pricing/index';
import { wireSerializerCompiler } from '../../plugins/wire-case';
import { camelCaseKeys, pharmacySearchResponseSchema } from '@fillwell/contracts';
import type { PriceCategory } from '@fillwell/domain';

type WirePharmacy = {
  name: string;
  npi: string;
  brand: { short_name: string; formatted_name: string };
  network_id: number;
  is_supersaver: boolean;
  is_preferred: boolean;
  is_delivery: boolean;
  in_network: boolean;
  location: {
    id: string;
    address: {
      street1: string;
      street2: string | null;
      city: string;
      state: string;
      zip_code: string;
    };
    distance: number | null;
    phone: string;
    fax: string | null;
    coordinates: { lat: number; lng: number };
  };
  price: {
    price_id: string;
    category: PriceCategory;
    amount_cents: number;
    display_value: string;
  } | null;
};
type SearchBody = { results: WirePharmacy[]; zip_code: string | null };
type ErrorBody = { message: string; status: number; validation_errors: Record<string, string[]> };
type PharmacyRow = typeof pharmacies.$inferSelect;

const ST_LOUIS_ZIP = '63103';
const MAIL_ORDER_ID = 'rx-1962481739';
/** Atorvastatin 20 mg tablets (ids are stable hashes of the catalogue entry). */
const ATORVASTATIN_20_MG = 240139578;

let server: TestServer;
let client: ApiClient;
let rows: PharmacyRow[];
let stLouis: { lat: number; lng: number };

beforeAll(async () => {
  server = await startTestServer({ seed: 'test' });
  client = createApiClient(server.baseUrl);
  rows = await server.db.select().from(pharmacies);
  const [zip] = await server.db.select().from(zipCodes).where(eq(zipCodes.zipCode, ST_LOUIS_ZIP));
  if (!zip) throw new Error('the test seed lacks ZIP 63103');
  stLouis = zip;
});
afterAll(async () => {
  await server?.close();
});

const search = (query: Record<string, string>) =>
  client.get<SearchBody>('/api/v2/pharmacies', { query });

/** Haversine miles on a sphere of the Earth's mean radius: an oracle independent of the index. */
function haversineMiles(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 3958.7613 * Math.asin(Math.sqrt(h));
}

function nearestPickupRows(origin: { lat: number; lng: number }): PharmacyRow[] {
  return rows
    .filter((row) => !row.isMailOrder)
    .sort((a, b) => haversineMiles(origin, a) - haversineMiles(origin, b));
}

const idsOf = (body: SearchBody) => body.results.map((result) => result.location.id);

describe('GET /api/v2/pharmacies near a ZIP code', () => {
  it('lists pickup pharmacies within the default 25 miles, nearest first, in the wire shape', async () => {
    const response = await search({ zip_code: ST_LOUIS_ZIP });
    expect(response.status).toBe(200);
    expect(response.body.zip_code).toBe(ST_LOUIS_ZIP);
    const expected = nearestPickupRows(stLouis).filter(
      (row) => haversineMiles(stLouis, row) <= 24.9,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(idsOf(response.body).slice(0, expected.length)).toEqual(expected.map((row) => row.id));
    expect(idsOf(response.body)).not.toContain(MAIL_ORDER_ID);
    for (const result of response.body.results) {
      const row = rows.find((candidate) => candidate.id === result.location.id);
      expect(result.location.distance).toBeLessThanOrEqual(25);
      expect(result.location.distance).toBeCloseTo(haversineMiles(stLouis, row ?? stLouis), 0);
      expect(result.price).toBeNull();
      expect(result.in_network).toBe(true);
    }
  });

  it('maps every field of a pharmacy', async () => {
    const response = await search({ zip_code: ST_LOUIS_ZIP, limit: '1' });
    const [result] = response.body.results;
    const row = rows.find((candidate) => candidate.id === result?.location.id);
    if (!result || !row) throw new Error('no pharmacy near 63103');
    expect(result).toEqual({
      name: row.name,
      npi: row.npi,
      brand: { short_name: row.chainShortName, formatted_name: row.chainFormattedName },
      network_id: row.networkIds[0],
      is_supersaver: row.isSupersaver,
      is_preferred: row.isPreferred,
      is_delivery: row.isDelivery,
      in_network: true,
      location: {
        id: row.id,
        address: {
          street1: row.street1,
          street2: row.street2,
          city: row.city,
          state: row.stateCode,
          zip_code: row.zipCode,
        },
        distance: Math.round(haversineMiles(stLouis, row) * 10) / 10,
        phone: row.phone,
        fax: row.fax,
        coordinates: { lat: row.lat, lng: row.lng },
      },
      price: null,
    });
  });

  it('finds the single nearest pharmacy with radius 9999 and limit 1', async () => {
    const response = await search({ zip_code: ST_LOUIS_ZIP, radius: '9999', limit: '1' });
    expect(response.status).toBe(200);
    expect(idsOf(response.body)).toEqual([nearestPickupRows(stLouis)[0]?.id]);
  });

  it('keeps nearest-first order far out and stops at the limit', async () => {
    const response = await search({ zip_code: '99501', radius: '9999', limit: '12' });
    expect(response.status).toBe(200);
    const [anchorage] = await server.db
      .select()
      .from(zipCodes)
      .where(eq(zipCodes.zipCode, '99501'));
    const expected = nearestPickupRows(anchorage ?? stLouis).slice(0, 12);
    expect(idsOf(response.body)).toEqual(expected.map((row) => row.id));
  });

  it('answers an empty list when no pharmacy is within the radius', async () => {
    const response = await search({ zip_code: ST_LOUIS_ZIP, radius: '0.01' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ results: [], zip_code: ST_LOUIS_ZIP });
  });

  it.each(['6310', 'abcde', '123456', '😀😀😀😀😀', '6310 ', ''])(
    "rejects the malformed ZIP code '%s' with 400",
    async (zipCode) => {
      const response = await client.get<ErrorBody>('/api/v2/pharmacies', {
        query: { zip_code: zipCode },
      });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Invalid zipcode');
      expect(response.body.validation_errors.zip_code).toEqual(['Invalid zipcode']);
    },
  );

  it('answers 404 for a well-formed ZIP code that does not exist', async () => {
    const known = await server.db.select().from(zipCodes).where(eq(zipCodes.zipCode, '00000'));
    expect(known).toEqual([]);
    const response = await client.get<ErrorBody>('/api/v2/pharmacies', {
      query: { zip_code: '00000' },
    });
    expect(response.status).toBe(404);
    expect(response.body.message).toBe("We couldn't find that zip code");
  });

  it('rejects unknown query parameters and a missing place', async () => {
    expect((await search({ zip_code: ST_LOUIS_ZIP, color: 'red' })).status).toBe(400);
    expect((await search({})).status).toBe(400);
    expect((await search({ lat: '38.6' })).status).toBe(400);
  });

  it.each([
    ['limit', '0'],
    ['limit', '101'],
    ['limit', '2.5'],
    ['radius', '0'],
    ['radius', '-5'],
    ['radius', '10000'],
    ['network_ids', 'x'],
    ['only_supersaver', 'maybe'],
  ])('rejects %s=%s with 400', async (name, value) => {
    const response = await search({ zip_code: ST_LOUIS_ZIP, [name]: value });
    expect(response.status).toBe(400);
  });
});

describe('GET /api/v2/pharmacies near coordinates', () => {
  it('answers the nearest ZIP code and the pharmacies around the point', async () => {
    const point = { lat: 41.8858, lng: -87.6181 };
    const response = await search({
      lat: String(point.lat),
      lng: String(point.lng),
      radius: '9999',
      limit: '5',
    });
    expect(response.status).toBe(200);
    const allZips = await server.db.select().from(zipCodes);
    const nearestZip = allZips.sort(
      (a, b) => haversineMiles(point, a) - haversineMiles(point, b),
    )[0];
    expect(response.body.zip_code).toBe(nearestZip?.zipCode);
    expect(idsOf(response.body)).toEqual(
      nearestPickupRows(point)
        .slice(0, 5)
        .map((row) => row.id),
    );
  });

  it('has no ZIP code far out at sea but still finds the nearest pharmacy', async () => {
    const response = await search({ lat: '30', lng: '-140', radius: '9999', limit: '1' });
    expect(response.status).toBe(200);
    expect(response.body.zip_code).toBeNull();
    expect(response.body.results).toHaveLength(1);
  });

  it.each([
    { lat: '91', lng: '0' },
    { lat: '-90.5', lng: '0' },
    { lat: '0', lng: '180.1' },
    { lat: '0', lng: '-181' },
    { lat: 'north', lng: '0' },
  ])('rejects out-of-range coordinates %o with 400', async (query) => {
    expect((await search(query)).status).toBe(400);
  });
});

describe('GET /api/v2/pharmacies filters', () => {
  const wide = { zip_code: ST_LOUIS_ZIP, radius: '200', limit: '100' };

  it('keeps only Smart Deal pharmacies for network 2', async () => {
    const response = await search({ ...wide, network_ids: '2' });
    expect(response.body.results.length).toBeGreaterThan(0);
    for (const result of response.body.results) {
      const row = rows.find((candidate) => candidate.id === result.location.id);
      expect(row?.networkIds).toContain(2);
      expect(result.network_id).toBe(2);
      expect(result.in_network).toBe(true);
    }
  });

  it('also lists out-of-network pharmacies when allowed, marked as such', async () => {
    const all = await search({ ...wide, network_ids: '2', allow_out_of_network: 'true' });
    const flags = all.body.results.map((result) => result.in_network);
    expect(flags).toContain(true);
    expect(flags).toContain(false);
    for (const result of all.body.results) {
      const row = rows.find((candidate) => candidate.id === result.location.id);
      expect(result.in_network).toBe(row?.networkIds.includes(2));
    }
  });

  it('includes the mail-order pharmacy only when network 3 is requested', async () => {
    const pickup = await search({ zip_code: ST_LOUIS_ZIP, radius: '5' });
    expect(idsOf(pickup.body)).not.toContain(MAIL_ORDER_ID);
    const delivery = await search({ zip_code: ST_LOUIS_ZIP, network_ids: '3' });
    expect(idsOf(delivery.body)).toEqual([MAIL_ORDER_ID]);
    expect(delivery.body.results[0]?.network_id).toBe(3);
    expect(delivery.body.results[0]?.is_delivery).toBe(true);
    expect(delivery.body.results[0]?.location.distance).toBeLessThan(1);
    const fromAfar = await search({ zip_code: '99501', network_ids: '3' });
    expect(idsOf(fromAfar.body)).toEqual([MAIL_ORDER_ID]);
    expect(fromAfar.body.results[0]?.location.distance).toBeGreaterThan(1000);
  });

  it('keeps only the named chains', async () => {
    const response = await search({ ...wide, brands: 'cvs,Walgreens' });
    const chains = new Set(response.body.results.map((result) => result.brand.short_name));
    expect(response.body.results.length).toBeGreaterThan(0);
    expect([...chains].every((chain) => chain === 'cvs' || chain === 'walgreens')).toBe(true);
    const unfiltered = await search(wide);
    const expected = unfiltered.body.results.filter((result) =>
      ['cvs', 'walgreens'].includes(result.brand.short_name),
    );
    expect(idsOf(response.body)).toEqual(expected.map((result) => result.location.id));
  });

  it('keeps only supersaver pharmacies when asked', async () => {
    const response = await search({ ...wide, only_supersaver: 'true' });
    expect(response.body.results.length).toBeGreaterThan(0);
    expect(response.body.results.every((result) => result.is_supersaver)).toBe(true);
  });
});

describe('GET /api/v2/pharmacies with an item', () => {
  const withItem = {
    zip_code: ST_LOUIS_ZIP,
    radius: '150',
    limit: '100',
    med_id: String(ATORVASTATIN_20_MG),
  };

  it("prices the item at each pharmacy's lowest network price and sorts by price, then distance", async () => {
    const response = await search({ ...withItem, quantity: '30' });
    expect(response.status).toBe(200);
    const results = response.body.results;
    expect(results.length).toBeGreaterThan(3);
    const [medication] = await server.db
      .select()
      .from(medications)
      .where(eq(medications.medId, ATORVASTATIN_20_MG));
    if (!medication) throw new Error('atorvastatin 20 mg is missing from the test seed');
    const priced = {
      medId: medication.medId,
      unitCostMicrodollars: medication.unitCostMicrodollars,
      isBrand: false,
      pricingUnit: 'EA' as const,
    };
    const categories: Record<number, PriceCategory> = {
      1: 'edlp',
      2: 'local',
      3: 'delivery',
      4: 'magic',
    };
    for (const result of results) {
      const row = rows.find((candidate) => candidate.id === result.location.id);
      const lowest = Math.min(
        ...(row?.networkIds ?? []).map(
          (networkId) =>
            computePrice({
              medication: priced,
              quantity: 30,
              category: categories[networkId] ?? 'edlp',
              chainShortName: row?.chainShortName,
            }).amountCents,
        ),
      );
      expect(result.price?.amount_cents).toBe(lowest);
      expect(categories[result.network_id]).toBe(result.price?.category);
      expect(result.price?.price_id).toBe(`p-${ATORVASTATIN_20_MG}-30-${result.price?.category}`);
      expect(result.price?.display_value).toMatch(/^\$\d+\.\d\d$/);
    }
    for (let index = 1; index < results.length; index += 1) {
      const previous = results[index - 1];
      const current = results[index];
      const previousAmount = previous?.price?.amount_cents ?? 0;
      const currentAmount = current?.price?.amount_cents ?? 0;
      expect(currentAmount).toBeGreaterThanOrEqual(previousAmount);
      if (currentAmount === previousAmount) {
        expect(current?.location.distance).toBeGreaterThanOrEqual(previous?.location.distance ?? 0);
      }
    }
    const distinctAmounts = new Set(results.map((result) => result.price?.amount_cents));
    expect(distinctAmounts.size).toBeGreaterThan(1);
  });

  it("uses the medication's default quantity when none is given", async () => {
    const response = await search(withItem);
    expect(response.status).toBe(200);
    expect(response.body.results[0]?.price?.price_id).toMatch(
      new RegExp(`^p-${ATORVASTATIN_20_MG}-30-`),
    );
  });

  it('prices a custom quantity when the dosage allows one', async () => {
    const response = await search({ ...withItem, quantity: '45' });
    expect(response.status).toBe(200);
    expect(response.body.results[0]?.price?.price_id).toMatch(
      new RegExp(`^p-${ATORVASTATIN_20_MG}-45-`),
    );
  });

  it('answers 404 for an unknown medication', async () => {
    const response = await client.get<ErrorBody>('/api/v2/pharmacies', {
      query: { zip_code: ST_LOUIS_ZIP, med_id: '1', quantity: '30' },
    });
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('Medication not found');
  });

  it.each(['0', '-1', '1.5', '100001', 'ten', '1e9'])(
    'rejects the quantity %s with 400',
    async (quantity) => {
      const response = await search({ ...withItem, quantity });
      expect(response.status).toBe(400);
    },
  );

  it('rejects a quantity the dosage does not allow', async () => {
    const [fixed] = await server.db
      .select()
      .from(medications)
      .where(eq(medications.isCustomQuantityAllowed, false))
      .limit(1);
    if (!fixed) throw new Error('the test seed has no fixed-quantity medication');
    const unlisted = Math.max(...fixed.quantities) + 1;
    const response = await client.get<ErrorBody>('/api/v2/pharmacies', {
      query: { zip_code: ST_LOUIS_ZIP, med_id: String(fixed.medId), quantity: String(unlisted) },
    });
    expect(response.status).toBe(400);
    expect(response.body.validation_errors.quantity).toEqual([
      'This medication is only available in the listed quantities',
    ]);
    const listed = await search({
      zip_code: ST_LOUIS_ZIP,
      med_id: String(fixed.medId),
      quantity: String(fixed.quantities[0]),
    });
    expect(listed.status).toBe(200);
  });

  it('rejects a quantity without a medication', async () => {
    const response = await client.get<ErrorBody>('/api/v2/pharmacies', {
      query: { zip_code: ST_LOUIS_ZIP, quantity: '30' },
    });
    expect(response.status).toBe(400);
    expect(response.body.validation_errors.med_id).toHaveLength(1);
  });
});

describe('GET /api/v2/pharmacies wire output', () => {
  // The route writes its JSON without the schema serializer; it must still be what that
  // serializer (validation against the contract, then snake_case keys) would write.
  const serializeWithSchema = wireSerializerCompiler({
    schema: pharmacySearchResponseSchema,
    method: 'GET',
    url: '/api/v2/pharmacies',
    httpStatus: '200',
  }) as (data: unknown) => string;

  const queries: Record<string, string>[] = [
    { zip_code: ST_LOUIS_ZIP },
    { zip_code: ST_LOUIS_ZIP, med_id: String(ATORVASTATIN_20_MG), quantity: '30' },
    { zip_code: ST_LOUIS_ZIP, radius: '200', network_ids: '2,3', allow_out_of_network: 'true' },
    { lat: '38.6', lng: '-90.25', med_id: String(ATORVASTATIN_20_MG), network_ids: '1,3,4' },
    { lat: '0', lng: '0', radius: '9999', limit: '3' },
    { zip_code: ST_LOUIS_ZIP, radius: '0.01' },
  ];

  it.each(queries)('answers %o exactly as the response schema writes it', async (query) => {
    // As written, not compressed (compression.api.test.ts covers the compressed forms).
    const response = await client.get<SearchBody>('/api/v2/pharmacies', {
      query,
      headers: { 'accept-encoding': 'identity' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(response.text));
    expect(response.text).toBe(serializeWithSchema(camelCaseKeys(response.body)));
  });
});

describe('GET /api/v2/pharmacies/preferred/{id}', () => {
  it('answers one pharmacy by its location id', async () => {
    const row = rows.find((candidate) => !candidate.isMailOrder);
    if (!row) throw new Error('no pharmacy');
    const response = await client.get<{ result: WirePharmacy }>(
      `/api/v2/pharmacies/preferred/${row.id}`,
    );
    expect(response.status).toBe(200);
    expect(response.body.result.npi).toBe(row.npi);
    expect(response.body.result.location.id).toBe(row.id);
    expect(response.body.result.location.distance).toBeNull();
    expect(response.body.result.network_id).toBe(row.networkIds[0]);
    expect(response.body.result.in_network).toBe(true);
    expect(response.body.result).not.toHaveProperty('price');
  });

  it('answers the mail-order pharmacy in its delivery network', async () => {
    const response = await client.get<{ result: WirePharmacy }>(
      `/api/v2/pharmacies/preferred/${MAIL_ORDER_ID}`,
    );
    expect(response.status).toBe(200);
    expect(response.body.result.network_id).toBe(3);
    expect(response.body.result.location.address.state).toBe('MO');
  });

  it('answers 404 for an unknown id and 400 for an oversized one', async () => {
    const unknown = await client.get<ErrorBody>('/api/v2/pharmacies/preferred/rx-0000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Pharmacy not found');
    const oversized = await client.get(`/api/v2/pharmacies/preferred/${'x'.repeat(41)}`);
    expect(oversized.status).toBe(400);
  });
});
