import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { formatAddressNotFoundMessage } from '@fillwell/domain';
import { loadConfig } from '../../config';
import { shippingAddresses } from '../../db/schema/index';
import { createApiClient, type ApiClient } from '../../test/api-client';
import { signUpTestAccount } from '../../test/accounts';
import { startTestServer, type TestServer } from '../../test/test-server';

type WireAddress = {
  id: string;
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  zip_code: string;
  special_instructions: string | null;
  is_verified: boolean;
  is_default: boolean;
};
type WireSuggestion = { street: string; city: string; state: string; zip_code: string };
type WireError = {
  message: string;
  code: string;
  status: number;
  validation_errors: Record<string, string[]>;
  error_details: { suggested_addresses?: WireSuggestion[] } | null;
};
type AddressBody = { result: WireAddress } & WireError;
type ListBody = { result: WireAddress[] } & WireError;
type VerifyBody = { result: { suggestions: WireSuggestion[] } } & WireError;

const ADDRESS_PATH = '/api/v2/user/account/address';
const VERIFY_PATH = '/api/v2/account/address/verify';

const CANONICAL = {
  address1: '4400 Lindell Blvd',
  city: 'Saint Louis',
  state: 'MO',
  zip_code: '63108',
};

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: 'test' });
});
afterAll(async () => {
  await server?.close();
});

const signUp = async () => (await signUpTestAccount(server.baseUrl, 'address')).client;
const saveAddress = (client: ApiClient, body: Record<string, unknown>) =>
  client.post<AddressBody>(ADDRESS_PATH, body);
const listAddresses = (client: ApiClient) => client.get<ListBody>(ADDRESS_PATH);
const verify = (client: ApiClient, query: Record<string, string>) =>
  client.get<VerifyBody>(VERIFY_PATH, { query });

describe('signed out', () => {
  it('answers 401 for every address call', async () => {
    const client = createApiClient(server.baseUrl);
    const responses = await Promise.all([
      client.get(ADDRESS_PATH),
      client.get(ADDRESS_PATH, { query: { shipping_default: 'true' } }),
      client.post(ADDRESS_PATH, CANONICAL),
      client.delete(`${ADDRESS_PATH}/some-id`),
      client.post(`${ADDRESS_PATH}/some-id/make_default`),
      client.get(VERIFY_PATH, {
        query: { street: '1 Main St', city: 'Saint Louis', state: 'MO', zip_code: '63103' },
      }),
    ]);
    expect(responses.map((response) => response.status)).toEqual([401, 401, 401, 401, 401, 401]);
  });
});

describe('GET /api/v2/account/address/verify', () => {
  it("suggests the USPS spelling with the ZIP code's city", async () => {
    const client = await signUp();
    const response = await verify(client, {
      street: '4400  lindell boulevard',
      street2: 'Apt 2',
      city: 'St. Louis',
      state: 'mo',
      zip_code: '63108',
    });
    expect(response.status).toBe(200);
    expect(response.body.result.suggestions).toEqual([
      { street: '4400 Lindell Blvd', city: 'Saint Louis', state: 'MO', zip_code: '63108' },
    ]);
  });

  it('suggests nothing for an unknown ZIP code or a state that does not match it', async () => {
    const client = await signUp();
    const base = { street: '1 Main St', city: 'Saint Louis', state: 'MO' };
    expect((await verify(client, { ...base, zip_code: '00001' })).body.result.suggestions).toEqual(
      [],
    );
    expect(
      (await verify(client, { ...base, state: 'IL', zip_code: '63108' })).body.result.suggestions,
    ).toEqual([]);
  });

  it('rejects bad input field by field', async () => {
    const client = await signUp();
    const response = await verify(client, {
      street: 'x'.repeat(101),
      city: '<script>alert(1)</script>',
      state: 'M',
      zip_code: '6310',
    });
    expect(response.status).toBe(400);
    expect(response.body.validation_errors).toEqual({
      street: ['Must be 100 characters or fewer'],
      city: ['Invalid character(s)'],
      state: ['Please choose a state'],
      zip_code: ['Please enter a valid zip code'],
    });
  });
});

describe('POST /api/v2/user/account/address', () => {
  it('saves an address the check agrees with as verified and default, keeping every field', async () => {
    const client = await signUp();
    const response = await saveAddress(client, {
      ...CANONICAL,
      address1: '4400 lindell blvd',
      city: 'saint louis',
      state: 'mo',
      address2: 'Apt 2',
      special_instructions: 'Leave with the doorman',
    });
    expect(response.status).toBe(200);
    expect(response.body.result).toMatchObject({
      ...CANONICAL,
      address2: 'Apt 2',
      special_instructions: 'Leave with the doorman',
      is_verified: true,
      is_default: true,
    });
    expect(response.body.result.id.length).toBeGreaterThanOrEqual(22);
  });

  it('answers 409 with the suggestion when the spelling differs, and saves nothing', async () => {
    const client = await signUp();
    const response = await saveAddress(client, {
      ...CANONICAL,
      address1: '4400 lindell boulevard',
      city: 'Kansas City',
    });
    expect(response.status).toBe(409);
    expect(response.body.error_details?.suggested_addresses).toEqual([
      { street: '4400 Lindell Blvd', city: 'Saint Louis', state: 'MO', zip_code: '63108' },
    ]);
    expect((await listAddresses(client)).body.result).toEqual([]);
  });

  it('saves an accepted suggestion, with the original second line and instructions', async () => {
    const client = await signUp();
    const original = {
      ...CANONICAL,
      address1: '4400 lindell boulevard',
      address2: 'Suite 5',
      special_instructions: 'Ring twice',
    };
    const conflict = await saveAddress(client, original);
    const [suggestion] = conflict.body.error_details?.suggested_addresses ?? [];
    if (!suggestion) throw new Error('expected a suggestion');
    const response = await saveAddress(client, {
      ...original,
      address1: suggestion.street,
      city: suggestion.city,
      state: suggestion.state,
      zip_code: suggestion.zip_code,
      is_verified: true,
    });
    expect(response.status).toBe(200);
    expect(response.body.result).toMatchObject({
      ...CANONICAL,
      address2: 'Suite 5',
      special_instructions: 'Ring twice',
      is_verified: true,
    });
  });

  it('does not trust is_verified: an address the check disagrees with still gets 409', async () => {
    const client = await signUp();
    const response = await saveAddress(client, {
      ...CANONICAL,
      address1: '4400 Lindell Boulevard',
      is_verified: true,
    });
    expect(response.status).toBe(409);
  });

  it('answers 400 with the USPS message when the check finds nothing', async () => {
    const client = await signUp();
    const unknownZip = await saveAddress(client, { ...CANONICAL, zip_code: '00001' });
    expect(unknownZip.status).toBe(400);
    expect(unknownZip.body.message).toBe(
      formatAddressNotFoundMessage(loadConfig({ NODE_ENV: 'test' }).supportPhone),
    );
    expect(unknownZip.body.code).toBe('address_not_found');
    const wrongState = await saveAddress(client, { ...CANONICAL, state: 'IL' });
    expect(wrongState.status).toBe(400);
    expect(wrongState.body.code).toBe('address_not_found');
    const noNumber = await saveAddress(client, { ...CANONICAL, address1: 'Lindell Blvd' });
    expect(noNumber.status).toBe(400);
  });

  it('accepts only delivery-eligible states and five-digit ZIP codes', async () => {
    const client = await signUp();
    const response = await saveAddress(client, { ...CANONICAL, state: 'PR', zip_code: '6310a' });
    expect(response.status).toBe(400);
    expect(response.body.validation_errors).toEqual({
      state: ['Please choose a state we deliver to'],
      zip_code: ['Please enter a valid zip code'],
    });
  });

  it('rejects empty, over-long, wrongly typed, scripted and unknown input without a 500', async () => {
    const client = await signUp();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...CANONICAL, address1: '   ' }, 'address1'],
      [{ ...CANONICAL, city: 'c'.repeat(51) }, 'city'],
      [{ ...CANONICAL, address1: 12 }, 'address1'],
      [{ ...CANONICAL, address2: '<img src=x onerror=alert(1)>' }, 'address2'],
      [{ ...CANONICAL, special_instructions: '<script>alert(1)</script>' }, 'special_instructions'],
      [{ ...CANONICAL, special_instructions: 'x'.repeat(251) }, 'special_instructions'],
      [{ ...CANONICAL, address1: '4400 Lindell Blvd 🏠' }, 'address1'],
      [{ ...CANONICAL, is_default: 'yes' }, 'is_default'],
      [{ ...CANONICAL, owner_id: 'someone' }, 'owner_id'],
    ];
    for (const [body, field] of cases) {
      const response = await saveAddress(client, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.body.validation_errors)).toContain(field);
    }
    expect((await listAddresses(client)).body.result).toEqual([]);
  });

  it('accepts letters of other alphabets in a street name', async () => {
    const client = await signUp();
    const response = await saveAddress(client, {
      address1: '12 Calle Peñasco',
      city: 'Saint Louis',
      state: 'MO',
      zip_code: '63108',
    });
    expect(response.status).toBe(200);
    expect(response.body.result.address1).toBe('12 Calle Peñasco');
  });

  it('keeps one copy of an address saved twice, with the newer instructions', async () => {
    const client = await signUp();
    await saveAddress(client, { ...CANONICAL, special_instructions: 'Old' });
    const again = await saveAddress(client, { ...CANONICAL, special_instructions: 'New' });
    const list = (await listAddresses(client)).body.result;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: again.body.result.id, special_instructions: 'New' });
  });

  it('limits how many addresses one account keeps', async () => {
    const client = await signUp();
    for (let number = 1; number <= 20; number += 1) {
      const response = await saveAddress(client, { ...CANONICAL, address1: `${number} Main St` });
      expect(response.status).toBe(200);
    }
    const response = await saveAddress(client, { ...CANONICAL, address1: '21 Main St' });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('too_many_addresses');
  });
});

describe('reading, choosing the default and removing', () => {
  it('answers the default with shipping_default=true and every address otherwise', async () => {
    const client = await signUp();
    const none = await client.get<AddressBody>(ADDRESS_PATH, {
      query: { shipping_default: 'true' },
    });
    expect(none.body).toEqual({ result: null });
    const first = (await saveAddress(client, CANONICAL)).body.result;
    const second = (await saveAddress(client, { ...CANONICAL, address1: '1 Main St' })).body.result;
    const kept = (
      await saveAddress(client, { ...CANONICAL, address1: '2 Main St', is_default: false })
    ).body.result;
    expect(kept.is_default).toBe(false);

    const defaultAddress = await client.get<AddressBody>(ADDRESS_PATH, {
      query: { shipping_default: 'true' },
    });
    expect(defaultAddress.body.result.id).toBe(second.id);
    const list = await client.get<ListBody>(ADDRESS_PATH, { query: { shipping_default: 'false' } });
    expect(list.body.result.map((address) => address.id)).toEqual([second.id, kept.id, first.id]);
    expect(list.body.result.filter((address) => address.is_default)).toHaveLength(1);
  });

  it('makes another address the default and, when the default is removed, the newest one', async () => {
    const client = await signUp();
    const first = (await saveAddress(client, CANONICAL)).body.result;
    const second = (await saveAddress(client, { ...CANONICAL, address1: '1 Main St' })).body.result;
    const chosen = await client.post<ListBody>(`${ADDRESS_PATH}/${first.id}/make_default`);
    expect(chosen.status).toBe(200);
    expect(chosen.body.result.find((address) => address.is_default)?.id).toBe(first.id);

    const removed = await client.delete<ListBody>(`${ADDRESS_PATH}/${first.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.result).toEqual([
      expect.objectContaining({ id: second.id, is_default: true }),
    ]);
  });

  it("answers 404 for another person's address and leaves it alone", async () => {
    const owner = await signUp();
    const other = await signUp();
    const address = (await saveAddress(owner, CANONICAL)).body.result;
    expect((await other.delete<WireError>(`${ADDRESS_PATH}/${address.id}`)).status).toBe(404);
    expect((await other.post(`${ADDRESS_PATH}/${address.id}/make_default`)).status).toBe(404);
    expect((await listAddresses(other)).body.result).toEqual([]);
    const rows = await server.db
      .select()
      .from(shippingAddresses)
      .where(eq(shippingAddresses.id, address.id));
    expect(rows).toHaveLength(1);
    expect((await listAddresses(owner)).body.result.map((row) => row.id)).toEqual([address.id]);
  });

  it('answers 404 for an unknown id and 400 for an over-long one', async () => {
    const client = await signUp();
    expect((await client.delete(`${ADDRESS_PATH}/unknown`)).status).toBe(404);
    expect((await client.delete(`${ADDRESS_PATH}/${'x'.repeat(65)}`)).status).toBe(400);
  });
});

describe('the API documentation', () => {
  it('describes the address and health-profile calls in snake_case', async () => {
    const response = await createApiClient(server.baseUrl).get<{
      paths: Record<string, unknown>;
    }>('/api/docs/json');
    expect(response.status).toBe(200);
    const { paths } = response.body;
    const addressDocument = JSON.stringify(paths['/api/v2/user/account/address']);
    expect(addressDocument).toContain('"special_instructions"');
    expect(addressDocument).toContain('"zip_code"');
    expect(addressDocument).not.toContain('zipCode');
    expect(JSON.stringify(paths['/api/v2/account/address/verify'])).toContain('"suggestions"');
    expect(JSON.stringify(paths['/api/v2/user/patient_profile'])).toContain('"has_allergies"');
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/api/v2/allergens',
        '/api/v2/medical_conditions',
        '/api/v2/user/account/address/{id}',
        '/api/v2/user/account/address/{id}/make_default',
      ]),
    );
  });
});

describe('the address check in production', () => {
  let production: TestServer;
  beforeAll(async () => {
    production = await startTestServer({ seed: 'none', config: { isProduction: true } });
  });
  afterAll(async () => {
    await production?.close();
  });

  it('is rate limited per client', async () => {
    const { client } = await signUpTestAccount(production.baseUrl, 'address');
    const query = { street: '1 Main St', city: 'Saint Louis', state: 'MO', zip_code: '63103' };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt += 1) {
      statuses.push((await verify(client, query)).status);
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
