import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { auditLog, drugs } from '../../db/schema/index';
import { createApiClient, type ApiClient } from '../../test/api-client';
import { signUpTestAccount } from '../../test/accounts';
import { startTestServer, type TestServer } from '../../test/test-server';

type WireProfile = {
  has_allergies: boolean;
  has_other_medications: boolean;
  has_medical_conditions: boolean;
  allergies: Array<{
    description: string;
    allergen_id: number | null;
    allergen_id_type_code: number | null;
  }>;
  medical_conditions: Array<{ description: string; code: string | null }>;
  other_medications: Array<{ description: string; med_name_id: number }>;
};
type WireError = { message: string; code: string; validation_errors: Record<string, string[]> };
type ProfileBody = { result: WireProfile | null } & WireError;
type SearchBody<T> = { results: T[] } & WireError;
type WireAllergen = { allergen_id: number; description: string; allergen_id_type_code: number };
type WireCondition = { code: string; description: string };

const PROFILE_PATH = '/api/v2/user/patient_profile';

let server: TestServer;
let lisinopril: { medNameId: number; name: string };

beforeAll(async () => {
  server = await startTestServer({ seed: 'test' });
  const [drug] = await server.db
    .select({ medNameId: drugs.medNameId, name: drugs.name })
    .from(drugs)
    .where(eq(drugs.slug, 'lisinopril'));
  if (!drug) throw new Error('lisinopril is missing from the test seed');
  lisinopril = drug;
});
afterAll(async () => {
  await server?.close();
});

const signUp = () => signUpTestAccount(server.baseUrl, 'health');
const readProfile = (client: ApiClient) => client.get<ProfileBody>(PROFILE_PATH);
const saveProfile = (client: ApiClient, body: unknown) =>
  client.post<ProfileBody>(PROFILE_PATH, body);

const NO_ANSWERS = {
  has_allergies: false,
  has_other_medications: false,
  has_medical_conditions: false,
};

function fullProfile() {
  return {
    has_allergies: true,
    has_other_medications: true,
    has_medical_conditions: true,
    allergies: [
      { description: 'penicillin', allergen_id: 2001, allergen_id_type_code: 2 },
      { description: 'Bee stings', allergen_id: null, allergen_id_type_code: null },
    ],
    medical_conditions: [
      { description: 'anything', code: 'E11.9' },
      { description: 'Seasonal sniffles' },
    ],
    other_medications: [{ description: 'lisinopril', med_name_id: lisinopril.medNameId }],
  };
}

async function readAudit(accountId: string) {
  return server.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.subjectAccountId, accountId))
    .orderBy(asc(auditLog.createdAt));
}

describe('signed out', () => {
  it('answers 401 to reading and saving the patient profile', async () => {
    const client = createApiClient(server.baseUrl);
    expect((await readProfile(client)).status).toBe(401);
    expect((await saveProfile(client, fullProfile())).status).toBe(401);
  });
});

describe('GET and POST /api/v2/user/patient_profile', () => {
  it('is null before the first save', async () => {
    const { client } = await signUp();
    const response = await readProfile(client);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ result: null });
  });

  it('saves listed entries with their reference names and keeps typed ones as typed', async () => {
    const { client } = await signUp();
    const saved = await saveProfile(client, fullProfile());
    expect(saved.status).toBe(200);
    const expected: WireProfile = {
      has_allergies: true,
      has_other_medications: true,
      has_medical_conditions: true,
      allergies: [
        { description: 'Penicillin', allergen_id: 2001, allergen_id_type_code: 2 },
        { description: 'Bee stings', allergen_id: null, allergen_id_type_code: null },
      ],
      medical_conditions: [
        { description: expect.stringMatching(/diabetes/i) as unknown as string, code: 'E11.9' },
        { description: 'Seasonal sniffles', code: null },
      ],
      other_medications: [{ description: lisinopril.name, med_name_id: lisinopril.medNameId }],
    };
    expect(saved.body.result).toEqual(expected);
    expect((await readProfile(client)).body.result).toEqual(expected);
  });

  it('links a typed allergy to the listed allergen of the same name', async () => {
    const { client } = await signUp();
    const response = await saveProfile(client, {
      ...NO_ANSWERS,
      has_allergies: true,
      allergies: [{ description: '  peanuts ' }],
    });
    expect(response.body.result?.allergies).toEqual([
      { description: 'Peanuts', allergen_id: 3006, allergen_id_type_code: 3 },
    ]);
  });

  it('saves empty lists for no answers, and follows the lists when answers are missing', async () => {
    const { client } = await signUp();
    const answeredNo = await saveProfile(client, { ...fullProfile(), ...NO_ANSWERS });
    expect(answeredNo.body.result).toEqual({
      ...NO_ANSWERS,
      allergies: [],
      medical_conditions: [],
      other_medications: [],
    });
    const withoutAnswers = await saveProfile(client, {
      allergies: [{ description: 'Latex' }],
      medical_conditions: [],
      other_medications: [],
    });
    expect(withoutAnswers.body.result).toMatchObject({
      has_allergies: true,
      has_medical_conditions: false,
      has_other_medications: false,
    });
  });

  it('needs at least one entry for each yes answer', async () => {
    const { client } = await signUp();
    const response = await saveProfile(client, {
      has_allergies: true,
      has_other_medications: true,
      has_medical_conditions: true,
      allergies: [],
      medical_conditions: [],
      other_medications: [],
    });
    expect(response.status).toBe(400);
    expect(response.body.validation_errors).toEqual({
      allergies: ['Please add at least one allergy'],
      other_medications: ['Please add at least one medication'],
      medical_conditions: ['Please add at least one medical condition'],
    });
  });

  it('rejects unknown ids, medications not from the catalogue and repeated entries', async () => {
    const { client } = await signUp();
    const response = await saveProfile(client, {
      has_allergies: true,
      has_other_medications: true,
      has_medical_conditions: true,
      allergies: [{ description: 'Something', allergen_id: 999_999 }],
      medical_conditions: [{ description: 'Something', code: 'Z99.999' }],
      other_medications: [{ description: 'Unknown pill', med_name_id: 999_999_999 }],
    });
    expect(response.status).toBe(400);
    expect(response.body.validation_errors).toEqual({
      'allergies.0.allergen_id': ['Unknown allergy'],
      'medical_conditions.0.code': ['Unknown medical condition'],
      'other_medications.0.med_name_id': ['Unknown medication'],
    });
    const typedMedication = await saveProfile(client, {
      ...NO_ANSWERS,
      has_other_medications: true,
      other_medications: [{ description: 'Typed pill' }],
    });
    expect(typedMedication.body.validation_errors).toEqual({
      'other_medications.0.med_name_id': ['Please choose a medication from the list'],
    });
    const repeated = await saveProfile(client, {
      ...NO_ANSWERS,
      has_allergies: true,
      allergies: [{ description: 'Bee stings' }, { description: 'bee  STINGS' }],
    });
    expect(repeated.status).toBe(400);
    expect(Object.keys(repeated.body.validation_errors)).toEqual(['allergies.1.description']);
  });

  it('rejects bad input with field errors and loses nothing already saved', async () => {
    const { client } = await signUp();
    const before = (await saveProfile(client, fullProfile())).body.result;
    const cases: unknown[] = [
      { ...NO_ANSWERS, allergies: 'penicillin' },
      { ...NO_ANSWERS, has_allergies: 'yes' },
      { ...NO_ANSWERS, has_allergies: true, allergies: [{ description: '' }] },
      { ...NO_ANSWERS, has_allergies: true, allergies: [{ description: 'x'.repeat(101) }] },
      { ...NO_ANSWERS, has_allergies: true, allergies: [{ description: '<script>x</script>' }] },
      { ...NO_ANSWERS, has_allergies: true, allergies: [{ description: 'Nuts\u200b' }] },
      { ...NO_ANSWERS, has_allergies: true, allergies: [{ description: 'Nuts', extra: 1 }] },
      {
        ...NO_ANSWERS,
        has_allergies: true,
        allergies: Array.from({ length: 51 }, (_, index) => ({ description: `Thing ${index}` })),
      },
      { ...NO_ANSWERS, account_id: 'someone-else' },
    ];
    for (const body of cases) {
      const response = await saveProfile(client, body);
      expect(response.status, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect(Object.keys(response.body.validation_errors).length).toBeGreaterThan(0);
    }
    expect((await readProfile(client)).body.result).toEqual(before);
  });

  it('keeps text in other alphabets', async () => {
    const { client } = await signUp();
    const response = await saveProfile(client, {
      ...NO_ANSWERS,
      has_allergies: true,
      allergies: [{ description: 'Pénicilline (réaction cutanée)' }],
    });
    expect(response.status).toBe(200);
    expect(response.body.result?.allergies[0]?.description).toBe('Pénicilline (réaction cutanée)');
  });

  it('shows each person only their own profile', async () => {
    const owner = await signUp();
    const other = await signUp();
    await saveProfile(owner.client, fullProfile());
    expect((await readProfile(other.client)).body.result).toBeNull();
    await saveProfile(other.client, { ...NO_ANSWERS });
    expect((await readProfile(owner.client)).body.result?.allergies).toHaveLength(2);
  });

  it('writes who read or changed it, and when, without copying health data', async () => {
    const { client, accountId } = await signUp();
    await readProfile(client);
    await saveProfile(client, fullProfile());
    await readProfile(client);
    await saveProfile(client, { ...NO_ANSWERS, has_allergies: true, allergies: [] });
    const rows = await readAudit(accountId);
    expect(rows.map((row) => row.action)).toEqual([
      'patient_profile.read',
      'patient_profile.update',
      'patient_profile.read',
    ]);
    for (const row of rows) {
      expect(row.actorAccountId).toBe(accountId);
      expect(row.createdAt).toBeInstanceOf(Date);
      expect(JSON.stringify(row)).not.toMatch(/penicillin|bee stings|lisinopril/i);
    }
  });
});

describe('GET /api/v2/allergens', () => {
  it('finds allergens by the start of a word, best matches first', async () => {
    const client = createApiClient(server.baseUrl);
    const response = await client.get<SearchBody<WireAllergen>>('/api/v2/allergens', {
      query: { search: 'penic' },
    });
    expect(response.status).toBe(200);
    expect(response.body.results.slice(0, 2)).toEqual([
      { allergen_id: 2001, description: 'Penicillin', allergen_id_type_code: 2 },
      { allergen_id: 1001, description: 'Penicillins', allergen_id_type_code: 1 },
    ]);
  });

  it('answers an empty list when nothing matches', async () => {
    const client = createApiClient(server.baseUrl);
    const response = await client.get<SearchBody<WireAllergen>>('/api/v2/allergens', {
      query: { search: 'zzzzqx' },
    });
    expect(response.body.results).toEqual([]);
  });

  it('needs 3 to 50 characters', async () => {
    const client = createApiClient(server.baseUrl);
    const short = await client.get<WireError>('/api/v2/allergens', { query: { search: ' pe ' } });
    expect(short.status).toBe(400);
    expect(short.body.validation_errors).toEqual({
      search: ['Please enter at least 3 letters to search'],
    });
    const long = await client.get<WireError>('/api/v2/allergens', {
      query: { search: 'p'.repeat(51) },
    });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('Exceeded 50 character length limit');
    const missing = await client.get<WireError>('/api/v2/allergens');
    expect(missing.status).toBe(400);
  });
});

describe('GET /api/v2/medical_conditions', () => {
  it('finds conditions by words of their description or by code', async () => {
    const client = createApiClient(server.baseUrl);
    const byWords = await client.get<SearchBody<WireCondition>>('/api/v2/medical_conditions', {
      query: { search: 'type 2 diab', limit: '5' },
    });
    expect(byWords.status).toBe(200);
    expect(byWords.body.results.length).toBeGreaterThan(0);
    expect(byWords.body.results.length).toBeLessThanOrEqual(5);
    for (const condition of byWords.body.results) {
      expect(condition.description).toMatch(/type 2 diab/i);
    }
    const byCode = await client.get<SearchBody<WireCondition>>('/api/v2/medical_conditions', {
      query: { search: 'e11.9' },
    });
    expect(byCode.body.results[0]?.code).toBe('E11.9');
  });

  it('rejects terms over 50 characters with the spec message', async () => {
    const client = createApiClient(server.baseUrl);
    const response = await client.get<WireError>('/api/v2/medical_conditions', {
      query: { search: 'd'.repeat(51) },
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Exceeded 50 character length limit');
  });
});
