import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLINICIAN, syncDemoClinician } from '../../db/seed/demo-clinician';
import { createApiClient } from '../../test/api-client';
import { startTestServer, type TestServer } from '../../test/test-server';
import { CLINICIAN_PASSWORD, signInClinician } from '../telemed/telemed-test-helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: 'none' });
});
afterAll(async () => {
  await server?.close();
});

const QUEUE_PATH = '/api/v2/clinician/visits';

async function signIn(password: string) {
  const client = createApiClient(server.baseUrl);
  const response = await client.post('/api/v2/user/account/login', {
    email: DEMO_CLINICIAN.email,
    password,
  });
  return { client, status: response.status };
}

describe('the demo clinician follows CLINICIAN_DEMO_PASSWORD', () => {
  it('is disabled without a password: its sessions end and its password no longer works', async () => {
    const signedIn = await signInClinician(server.baseUrl);
    expect((await signedIn.get(QUEUE_PATH)).status).toBe(200);

    expect(await syncDemoClinician(server.db, null)).toBe('disabled');

    expect((await signedIn.get(QUEUE_PATH)).status).toBe(401);
    expect((await signIn(CLINICIAN_PASSWORD)).status).not.toBe(200);
  });

  it('takes the variable’s current password, and only that one', async () => {
    expect(await syncDemoClinician(server.db, 'a-new-secret-9')).toBe('updated');
    expect((await signIn(CLINICIAN_PASSWORD)).status).not.toBe(200);
    const current = await signIn('a-new-secret-9');
    expect(current.status).toBe(200);
    expect((await current.client.get(QUEUE_PATH)).status).toBe(200);
    expect(await syncDemoClinician(server.db, 'a-new-secret-9')).toBe('unchanged');
  });
});
