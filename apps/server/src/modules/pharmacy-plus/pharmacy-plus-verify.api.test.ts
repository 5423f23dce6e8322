import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authThrottleEvents, patientExitTokens } from '../../db/schema/index';
import { createApiClient, type ApiClient } from '../../test/api-client';
import { signUpTestAccount } from '../../test/accounts';
import { expectOk, type WireError } from '../../test/api-helpers';
import {
  readPatientText,
  registerPatientWithPrescriptions,
  signInPartnerStaff,
  type WirePrescription,
} from '../../test/pharmacy-plus';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
let staff: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ seed: 'test' });
  staff = await signInPartnerStaff(server.baseUrl);
});
afterAll(async () => {
  await server?.close();
});

const VERIFY = '/api/reverie/api/patient/verify/';

async function sendLink() {
  const patient = await registerPatientWithPrescriptions(staff);
  await expectOk(staff.post(`/api/v2/partner/patients/${patient.patientId}/link`));
  const client = createApiClient(server.baseUrl);
  const text = await readPatientText(client, patient.mobileNumber);
  if (!text.exitToken) throw new Error('no link');
  return { ...patient, client, exitToken: text.exitToken, code: text.code };
}

function wrongCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

describe('a link from the pharmacy (exit token and code)', () => {
  it('verifies with the code, signs up a Pharmacy Plus account and shows the prescriptions', async () => {
    const link = await sendLink();
    const status = await link.client.get<Record<string, unknown>>(VERIFY, {
      query: { exit_token: link.exitToken },
    });
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({
      status: 'pending',
      first_name: 'Alex',
      pharmacy_name: 'Riverside Community Pharmacy',
      is_verified_here: false,
      has_account: false,
    });

    const wrong = await link.client.put<WireError>(VERIFY, {
      exit_token: link.exitToken,
      verify_code: wrongCode(link.code),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('code_invalid');

    const verified = await link.client.put<{ status: string; patient: { id: string } }>(VERIFY, {
      exit_token: link.exitToken,
      verify_code: link.code,
    });
    expect(verified.status).toBe(200);
    expect(verified.body.status).toBe('verified');
    expect(verified.body.patient.id).toBe(link.patientId);

    const byToken = await expectOk(
      link.client.get<{ prescriptions: WirePrescription[] }>(
        `/api/reverie/api/v2/exit_token/prescriptions/${link.exitToken}/`,
      ),
    );
    expect(byToken.prescriptions).toHaveLength(2);

    const signedUp = await link.client.post<{ account: Record<string, unknown> }>(
      '/api/v2/reverie/api/user/account/signup',
      {
        email: `plus.${Date.now()}@example.com`,
        password: 'correct horse battery',
        skip_email: true,
        accepts_agreements: true,
        remember_me: true,
      },
    );
    expect(signedUp.status).toBe(200);
    expect(signedUp.body.account).toMatchObject({ type: 'reverie', is_reverie_user: true });
    const accountId = signedUp.body.account.id as string;

    const user = await expectOk(
      link.client.get<{ account: { is_reverie_user: boolean } }>('/api/v2/user'),
    );
    expect(user.account.is_reverie_user).toBe(true);

    const patient = await expectOk(
      link.client.get<{ patient: { fillwell_account_id: string; pharmacy: unknown } }>(
        `/api/reverie/api/v1/patients/${link.patientId}/`,
      ),
    );
    expect(patient.patient.fillwell_account_id).toBe(accountId);
    const withoutPharmacy = await expectOk(
      link.client.get<{ patient: { pharmacy: unknown } }>(
        `/api/reverie/api/v1/patients/${link.patientId}/`,
        { query: { ignore_pharmacy: 'true' } },
      ),
    );
    expect(withoutPharmacy.patient.pharmacy).toBeNull();

    const mine = await expectOk(
      link.client.get<{ patient: { id: string }; prescriptions: WirePrescription[] }>(
        '/api/reverie/api/v2/patients/prescriptions/',
        { query: { fillwell_account_id: accountId } },
      ),
    );
    expect(mine.patient.id).toBe(link.patientId);
    expect(mine.prescriptions.map((rx) => rx.prices.length)).toEqual([2, 1]);

    const again = await link.client.get(VERIFY, { query: { exit_token: link.exitToken } });
    expect(again.body).toMatchObject({ status: 'mapped', has_account: true });
  });

  it('refuses a used link to another browser, and an expired or unknown one', async () => {
    const link = await sendLink();
    await expectOk(link.client.put(VERIFY, { exit_token: link.exitToken, verify_code: link.code }));
    // The same browser asking again is answered as before.
    expect(
      (await link.client.put(VERIFY, { exit_token: link.exitToken, verify_code: link.code }))
        .status,
    ).toBe(200);
    const stranger = createApiClient(server.baseUrl);
    const reused = await stranger.put<WireError>(VERIFY, {
      exit_token: link.exitToken,
      verify_code: link.code,
    });
    expect(reused.status).toBe(410);
    expect(reused.body.code).toBe('exit_token_used');
    const byToken = await stranger.get<WireError>(
      `/api/reverie/api/v2/exit_token/prescriptions/${link.exitToken}/`,
    );
    expect(byToken.status).toBe(403);

    const expiring = await sendLink();
    const [id] = expiring.exitToken.split('.');
    await server.db
      .update(patientExitTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(patientExitTokens.id, id ?? ''));
    const expired = await expiring.client.put<WireError>(VERIFY, {
      exit_token: expiring.exitToken,
      verify_code: expiring.code,
    });
    expect(expired.status).toBe(410);
    expect(expired.body.code).toBe('exit_token_expired');
    expect(
      (await expiring.client.get(VERIFY, { query: { exit_token: expiring.exitToken } })).status,
    ).toBe(410);

    const forged = `${id}.not-the-secret`;
    const unknown = await expiring.client.get<WireError>(VERIFY, {
      query: { exit_token: forged },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('exit_token_unknown');
    const malformed = await expiring.client.get<WireError>(VERIFY, {
      query: { exit_token: 'no dot here' },
    });
    expect(malformed.status).toBe(400);
  });

  it('allows five tries of a code, then refuses even the right one (429)', async () => {
    const link = await sendLink();
    const tries: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const answer = await link.client.put(VERIFY, {
        exit_token: link.exitToken,
        verify_code: wrongCode(link.code),
      });
      tries.push(answer.status);
    }
    expect(tries).toEqual([400, 400, 400, 400, 429]);
    const right = await link.client.put<WireError>(VERIFY, {
      exit_token: link.exitToken,
      verify_code: link.code,
    });
    expect(right.status).toBe(429);
    expect(right.body.code).toBe('code_attempts_exceeded');
  });
});

describe('verifying by last name, date of birth and phone', () => {
  it('texts a code; a signed-in account maps the link, which no other account can take', async () => {
    const patient = await registerPatientWithPrescriptions(staff);
    const person = await signUpTestAccount(server.baseUrl, 'existing');
    const started = await person.client.post<{ exit_token: string; sent_to: string }>(VERIFY, {
      last_name: patient.lastName.toUpperCase(),
      dob: '4/12/1970',
      phone_number: `(${patient.mobileNumber.slice(0, 3)}) ${patient.mobileNumber.slice(3, 6)}-${patient.mobileNumber.slice(6)}`,
    });
    expect(started.status).toBe(200);
    expect(started.body.sent_to).toBe(`(•••) •••-${patient.mobileNumber.slice(-4)}`);
    const text = await readPatientText(person.client, patient.mobileNumber);

    // Not verified by this browser yet: the link cannot be mapped.
    const early = await person.client.put<WireError>(
      '/api/reverie/api/map_exit_token',
      { exit_token: started.body.exit_token },
      { query: { onboarding_source: 'verify' } },
    );
    expect(early.status).toBe(403);

    const verified = await person.client.put<{ status: string }>(VERIFY, {
      exit_token: started.body.exit_token,
      verify_code: text.code,
    });
    // Signed in already: the patient joins the account at once.
    expect(verified.body.status).toBe('mapped');
    const mapped = await person.client.put<{
      status: string;
      patient: { fillwell_account_id: string };
    }>(
      '/api/reverie/api/map_exit_token',
      { exit_token: started.body.exit_token },
      { query: { onboarding_source: 'verify' } },
    );
    expect(mapped.status).toBe(200);
    expect(mapped.body.patient.fillwell_account_id).toBe(person.accountId);
    const user = await expectOk(
      person.client.get<{ account: { is_reverie_user: boolean; type: string } }>('/api/v2/user'),
    );
    expect(user.account).toMatchObject({ is_reverie_user: true, type: 'full' });

    const other = await signUpTestAccount(server.baseUrl, 'other');
    const taken = await other.client.put<WireError>('/api/reverie/api/map_exit_token', {
      exit_token: started.body.exit_token,
    });
    expect(taken.status).toBe(410);
    const theirs = await other.client.get<WireError>(
      `/api/reverie/api/v1/patients/${patient.patientId}/`,
    );
    expect(theirs.status).toBe(404);
    const byAccount = await other.client.get<WireError>(
      '/api/reverie/api/v2/patients/prescriptions/',
      { query: { fillwell_account_id: person.accountId } },
    );
    expect(byAccount.status).toBe(404);
  });

  it('answers 404 to details that match no patient and 429 after five from one client', async () => {
    await server.db.delete(authThrottleEvents);
    const patient = await registerPatientWithPrescriptions(staff);
    const client = createApiClient(server.baseUrl);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const answer = await client.post<WireError>(VERIFY, {
        last_name: 'Nobody',
        dob: '1970-04-12',
        phone_number: patient.mobileNumber,
      });
      statuses.push(answer.status);
      if (answer.status === 404) expect(answer.body.code).toBe('patient_not_found');
    }
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429]);
    const right = await client.post<WireError>(VERIFY, {
      last_name: patient.lastName,
      dob: patient.dob,
      phone_number: patient.mobileNumber,
    });
    expect(right.status).toBe(429);
    expect(right.body.code).toBe('rate_limited');
    const invalid = await client.post<WireError>(VERIFY, {
      last_name: 'Rivera',
      dob: '13/45/1970',
      phone_number: '12',
    });
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body.validation_errors).sort()).toEqual(['dob', 'phone_number']);
    await server.db.delete(authThrottleEvents);
  });
});
