import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import {
  orders,
  pharmacies,
  prescribers,
  transferRequests,
  zipCodes,
  type OrderPharmacySnapshot,
} from '../../db/schema/index';
import { createApiClient, type ApiClient } from '../../test/api-client';
import { signUpTestAccount, type TestAccount } from '../../test/accounts';
import { startTestServer, type TestServer } from '../../test/test-server';
import { getDistanceMiles } from '../location/index';
import { createOrderNumber } from '../orders/index';
import { TRANSFER_MESSAGES, TRANSFER_NOT_ELIGIBLE_CODE } from './transfer-rules';

type WireProvider = {
  provider_id: number;
  full_name: string;
  zip_code: string;
  city: string;
  state: string;
  address1: string;
  phone: string;
  specialty: string;
};
type WireError = {
  message: string;
  code: string;
  status: number;
  validation_errors: Record<string, string[]>;
};
type ProvidersBody = { result: WireProvider[] } & WireError;
type EligibilityBody = {
  result: {
    is_eligible: boolean;
    previous_pharmacies: Array<{ npi: string; location: { id: string; distance: number | null } }>;
  };
} & WireError;
type InitiateBody = { result: { transfer_id: string; status: string } } & WireError;

const PROVIDERS = '/api/v2/providers';
const ELIGIBILITY = '/api/pharmacies/transfer/eligibility';
const INITIATE = '/api/pharmacies/transfer/initiate';

let server: TestServer;
let directory: Array<typeof pharmacies.$inferSelect>;

beforeAll(async () => {
  server = await startTestServer({ seed: 'test' });
  directory = await server.db.select().from(pharmacies).orderBy(asc(pharmacies.id)).limit(3);
});
afterAll(async () => {
  await server?.close();
});

const visitor = () => createApiClient(server.baseUrl);
const searchProviders = (query: Record<string, string>) =>
  visitor().get<ProvidersBody>(PROVIDERS, { query });

function pharmacyAt(index: number) {
  const pharmacy = directory[index];
  if (!pharmacy) throw new Error('The test seed has too few pharmacies');
  return pharmacy;
}

async function completeProfile(account: TestAccount) {
  const response = await account.client.patch('/api/v2/user/account', {
    first_name: 'Ada',
    last_name: 'Lovelace',
    dob: '1990-12-10',
  });
  expect(response.status).toBe(200);
}

describe('GET /api/v2/providers by name', () => {
  it('finds a prescriber by surname, part of it, or full name, best match first', async () => {
    const [sample] = await server.db
      .select()
      .from(prescribers)
      .orderBy(asc(prescribers.providerId))
      .limit(1);
    if (!sample) throw new Error('The test seed has no prescribers');

    const bySurname = await searchProviders({ search: sample.lastName });
    expect(bySurname.status).toBe(200);
    expect(bySurname.body.result.length).toBeGreaterThan(0);
    expect(bySurname.body.result[0]?.full_name.toLowerCase()).toContain(
      sample.lastName.toLowerCase(),
    );
    expect(bySurname.body.result.map((provider) => provider.provider_id)).toContain(
      sample.providerId,
    );

    const byPart = await searchProviders({ search: sample.lastName.slice(0, 3).toUpperCase() });
    expect(byPart.body.result.length).toBeGreaterThan(0);

    const reversed = await searchProviders({ search: `${sample.lastName} ${sample.firstName}` });
    expect(reversed.body.result.map((provider) => provider.provider_id)).toContain(
      sample.providerId,
    );
    const partly = await searchProviders({ search: `${sample.lastName} Zzyzx` });
    expect(partly.body.result.length).toBeGreaterThan(0);
    for (const provider of partly.body.result) {
      expect(provider.full_name.toLowerCase()).toContain(sample.lastName.toLowerCase());
    }

    const byFullName = await searchProviders({ search: sample.fullName });
    expect(byFullName.body.result[0]).toEqual({
      provider_id: sample.providerId,
      full_name: sample.fullName,
      address1: sample.address1,
      city: sample.city,
      state: sample.state,
      zip_code: sample.zipCode,
      phone: sample.phone,
      specialty: sample.specialty,
    });
  });

  it('answers at most the limit (10 by default)', async () => {
    const many = await searchProviders({ search: ', md' });
    expect(many.body.result).toHaveLength(10);
    const few = await searchProviders({ search: ', md', limit: '3' });
    expect(few.body.result).toHaveLength(3);
  });

  it.each(['%%%', '___', "o'brien; drop table prescribers", 'Ünïcødé', '\\\\\\', '12345678'])(
    'answers odd input %j without failing',
    async (search) => {
      const response = await searchProviders({ search });
      expect(response.status).toBe(200);
      expect(Array.isArray(response.body.result)).toBe(true);
    },
  );

  it.each([
    [{ search: 'ab' }, 'search'],
    [{}, 'search'],
    [{ search: 'x'.repeat(51) }, 'search'],
    [{ search: 'smith', limit: '0' }, 'limit'],
    [{ search: 'smith', limit: '51' }, 'limit'],
  ])('answers 400 in the one error shape for %j', async (query, field) => {
    const response = await searchProviders(query);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('validation_error');
    expect(response.body.validation_errors[field]?.length).toBeGreaterThan(0);
  });
});

describe('GET /api/v2/providers near the patient', () => {
  const ST_LOUIS_ZIP = '63103';

  /** Searches every credential matches equally well (the name holds them, not starts with). */
  const CREDENTIAL_SEARCHES = [', md', ', np', ', do', ', pa'];

  /** A search that lists others before Missouri's prescribers nationwide, as the issue saw. */
  async function findSearchListedElsewhereFirst(): Promise<string> {
    for (const search of CREDENTIAL_SEARCHES) {
      const nationwide = await searchProviders({ search, limit: '50' });
      const states = nationwide.body.result.map((provider) => provider.state);
      if (states[0] !== 'MO' && states.filter((state) => state === 'MO').length >= 2) {
        return search;
      }
    }
    throw new Error('The test seed has no search listing Missouri prescribers after others');
  }

  function expectMissouriFirst(result: WireProvider[]) {
    const states = result.map((provider) => provider.state);
    expect(states[0]).toBe('MO');
    const firstElsewhere = states.findIndex((state) => state !== 'MO');
    if (firstElsewhere >= 0) expect(states.slice(firstElsewhere)).not.toContain('MO');
  }

  it('lists Missouri doctors first for a patient in a Missouri ZIP code', async () => {
    const search = await findSearchListedElsewhereFirst();
    const near = await searchProviders({ search, zip_code: ST_LOUIS_ZIP });
    expect(near.status).toBe(200);
    expectMissouriFirst(near.body.result);
    for (const provider of near.body.result) {
      expect(provider.full_name.toLowerCase()).toContain(search);
    }
  });

  it('lists Missouri doctors first for a patient known only by state', async () => {
    const search = await findSearchListedElsewhereFirst();
    const near = await searchProviders({ search, state: 'mo' });
    expect(near.status).toBe(200);
    expectMissouriFirst(near.body.result);
  });

  it('lists the nearer of two equally good Missouri matches first', async () => {
    const search = await findSearchListedElsewhereFirst();
    const near = await searchProviders({ search, zip_code: ST_LOUIS_ZIP, limit: '50' });
    const [stLouis] = await server.db
      .select({ lat: zipCodes.lat, lng: zipCodes.lng })
      .from(zipCodes)
      .where(eq(zipCodes.zipCode, ST_LOUIS_ZIP));
    if (!stLouis) throw new Error('The test seed has no St. Louis ZIP code');
    const namesakes = await server.db
      .select()
      .from(prescribers)
      .where(
        sql`${prescribers.state} = 'MO' and lower(${prescribers.fullName}) like ${`%${search}%`}`,
      );
    const milesById = new Map(
      namesakes.map((row) => [row.providerId, getDistanceMiles(stLouis, row)]),
    );
    const listedMiles = near.body.result.flatMap(
      (provider) => milesById.get(provider.provider_id) ?? [],
    );
    expect(listedMiles).toHaveLength(namesakes.length);
    // A flat distance orders the rows: allow a mile where it and the great circle disagree.
    listedMiles.slice(1).forEach((miles, index) => {
      expect(miles).toBeGreaterThanOrEqual((listedMiles[index] ?? 0) - 1);
    });
  });

  it.each([
    [{ search: 'smith', zip_code: '6310' }, 'zip_code'],
    [{ search: 'smith', zip_code: 'abcde' }, 'zip_code'],
    [{ search: 'smith', state: 'Missouri' }, 'state'],
  ])('answers 400 in the one error shape for %j', async (query, field) => {
    const response = await searchProviders(query);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('validation_error');
    expect(response.body.validation_errors[field]?.length).toBeGreaterThan(0);
  });
});

describe('GET /api/v2/providers by ZIP code', () => {
  it('lists the prescribers in the ZIP code first', async () => {
    const [sample] = await server.db
      .select()
      .from(prescribers)
      .orderBy(asc(prescribers.providerId))
      .limit(1);
    const response = await searchProviders({ search: sample?.zipCode ?? '' });
    expect(response.status).toBe(200);
    expect(response.body.result[0]?.zip_code).toBe(sample?.zipCode);
  });

  it('lists the nearest prescribers to a ZIP code that has none', async () => {
    const [empty] = await server.db
      .select({ zipCode: zipCodes.zipCode, lat: zipCodes.lat, lng: zipCodes.lng })
      .from(zipCodes)
      .where(sql`${zipCodes.zipCode} not in (select zip_code from prescribers)`)
      .orderBy(asc(zipCodes.zipCode))
      .limit(1);
    if (!empty) throw new Error('Every ZIP code has a prescriber');
    const response = await searchProviders({ search: empty.zipCode, limit: '5' });
    expect(response.body.result).toHaveLength(5);

    const everyone = await server.db.select().from(prescribers);
    const nearestIds = everyone
      .map((row) => ({ id: row.providerId, miles: getDistanceMiles(empty, row) }))
      .sort((a, b) => a.miles - b.miles)
      .slice(0, 5)
      .map((row) => row.id);
    expect(response.body.result.map((provider) => provider.provider_id)).toEqual(nearestIds);
  });

  it('answers an empty list for five digits that are no ZIP code', async () => {
    const response = await searchProviders({ search: '00000' });
    expect(response.status).toBe(200);
    expect(response.body.result).toEqual([]);
  });
});

/** A paid (or not) order filled at the pharmacy, created `minutesAgo` minutes ago. */
async function insertOrder(
  accountId: string,
  pharmacy: (typeof directory)[number],
  options: { status?: string; fulfillment?: string; minutesAgo: number },
) {
  const snapshot: OrderPharmacySnapshot = {
    id: pharmacy.id,
    name: pharmacy.name,
    npi: pharmacy.npi,
    networkId: 1,
    brand: { shortName: pharmacy.chainShortName, formattedName: pharmacy.chainFormattedName },
    address: {
      street1: pharmacy.street1,
      street2: pharmacy.street2,
      city: pharmacy.city,
      state: pharmacy.stateCode,
      zipCode: pharmacy.zipCode,
    },
    phone: pharmacy.phone,
  };
  await server.db.insert(orders).values({
    id: `order_${randomBytes(8).toString('hex')}`,
    orderNumber: createOrderNumber(),
    accountId,
    idempotencyKey: randomBytes(8).toString('hex'),
    status: options.status ?? 'paid',
    fulfillmentStatus: 'dispensing',
    fulfillment: options.fulfillment ?? 'pickup',
    priceCategory: 'edlp',
    pharmacy: snapshot,
    subtotalCents: 1000,
    totalCents: 1000,
    createdAt: new Date(Date.now() - options.minutesAgo * 60_000),
  });
}

describe('GET /api/pharmacies/transfer/eligibility', () => {
  it('answers 401 to a visitor', async () => {
    const response = await visitor().get<EligibilityBody>(ELIGIBILITY);
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('unauthorized');
  });

  it('needs the name and date of birth a pharmacy looks the prescription up by', async () => {
    const account = await signUpTestAccount(server.baseUrl, 'transfer');
    const before = await account.client.get<EligibilityBody>(ELIGIBILITY);
    expect(before.body.result).toEqual({ is_eligible: false, previous_pharmacies: [] });
    await completeProfile(account);
    const after = await account.client.get<EligibilityBody>(ELIGIBILITY);
    expect(after.body.result.is_eligible).toBe(true);
  });

  it('lists the pharmacies of paid pickup orders, newest first, with use_purchases', async () => {
    const account = await signUpTestAccount(server.baseUrl, 'transfer');
    const [older, newer, other] = [pharmacyAt(0), pharmacyAt(1), pharmacyAt(2)];
    await insertOrder(account.accountId, older, { minutesAgo: 30 });
    await insertOrder(account.accountId, newer, { minutesAgo: 20 });
    await insertOrder(account.accountId, older, { minutesAgo: 10 });
    await insertOrder(account.accountId, other, { minutesAgo: 5, status: 'open' });
    await insertOrder(account.accountId, other, { minutesAgo: 4, fulfillment: 'delivery' });

    const withPurchases = await account.client.get<EligibilityBody>(ELIGIBILITY, {
      query: { use_purchases: 'true', use_claims: 'true' },
    });
    expect(withPurchases.status).toBe(200);
    const listed = withPurchases.body.result.previous_pharmacies;
    expect(listed.map((pharmacy) => pharmacy.npi)).toEqual([older.npi, newer.npi]);
    expect(listed[0]?.location).toMatchObject({ id: older.id, distance: null });

    const without = await account.client.get<EligibilityBody>(ELIGIBILITY, {
      query: { use_purchases: 'false' },
    });
    expect(without.body.result.previous_pharmacies).toEqual([]);
  });

  it('answers 400 for a flag that is not a boolean', async () => {
    const account = await signUpTestAccount(server.baseUrl, 'transfer');
    const response = await account.client.get<EligibilityBody>(ELIGIBILITY, {
      query: { use_purchases: 'maybe' },
    });
    expect(response.status).toBe(400);
    expect(response.body.validation_errors.use_purchases?.length).toBeGreaterThan(0);
  });
});

describe('POST /api/pharmacies/transfer/initiate', () => {
  const requestFor = (pharmacyNpi: string, previousPharmacyNpi: string) => ({
    pharmacy_npi: pharmacyNpi,
    previous_pharmacy_npi: previousPharmacyNpi,
    source: 'pwa',
    use_claims: false,
    use_purchases: true,
  });
  const initiate = (client: ApiClient, body: unknown) => client.post<InitiateBody>(INITIATE, body);

  it('answers 401 to a visitor', async () => {
    const response = await initiate(visitor(), requestFor(pharmacyAt(0).npi, pharmacyAt(1).npi));
    expect(response.status).toBe(401);
  });

  it('asks the pharmacy to transfer the prescription and records the request', async () => {
    const account = await signUpTestAccount(server.baseUrl, 'transfer');
    await completeProfile(account);
    const response = await initiate(
      account.client,
      requestFor(pharmacyAt(0).npi, pharmacyAt(1).npi),
    );
    expect(response.status).toBe(200);
    expect(response.body.result).toMatchObject({ status: 'requested' });
    const [stored] = await server.db
      .select()
      .from(transferRequests)
      .where(eq(transferRequests.id, response.body.result.transfer_id));
    expect(stored).toMatchObject({
      accountId: account.accountId,
      pharmacyNpi: pharmacyAt(0).npi,
      previousPharmacyNpi: pharmacyAt(1).npi,
      source: 'pwa',
      useClaims: false,
      usePurchases: true,
      status: 'requested',
    });
  });

  it('answers 409 when the profile lacks what the pharmacy needs', async () => {
    const account = await signUpTestAccount(server.baseUrl, 'transfer');
    const response = await initiate(
      account.client,
      requestFor(pharmacyAt(0).npi, pharmacyAt(1).npi),
    );
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({
      code: TRANSFER_NOT_ELIGIBLE_CODE,
      message: TRANSFER_MESSAGES.notEligible,
    });
  });

  it('refuses unknown, malformed and identical pharmacies', async () => {
    const account = await signUpTestAccount(server.baseUrl, 'transfer');
    await completeProfile(account);
    const known = pharmacyAt(0).npi;
    const unknown = await initiate(account.client, requestFor('1234567893', known));
    expect(unknown.status).toBe(400);
    expect(unknown.body.validation_errors).toEqual({
      pharmacy_npi: [TRANSFER_MESSAGES.pharmacyNotFound],
    });
    const same = await initiate(account.client, requestFor(known, known));
    expect(same.status).toBe(400);
    expect(same.body.validation_errors).toEqual({
      previous_pharmacy_npi: [TRANSFER_MESSAGES.samePharmacy],
    });
    for (const body of [
      requestFor('12345', known),
      { ...requestFor(known, pharmacyAt(1).npi), source: '' },
      { pharmacy_npi: known },
    ]) {
      const malformed = await initiate(account.client, body);
      expect(malformed.status).toBe(400);
      expect(malformed.body.code).toBe('validation_error');
    }
    const stored = await server.db
      .select()
      .from(transferRequests)
      .where(eq(transferRequests.accountId, account.accountId));
    expect(stored).toEqual([]);
  });
});
