import { randomBytes } from 'node:crypto';
import { createApiClient, type ApiClient } from './api-client';

export interface TestAccount {
  client: ApiClient;
  email: string;
  password: string;
  accountId: string;
}

/** A unique email for one test, so tests never collide on the same database. */
export function createTestEmail(prefix = 'user'): string {
  return `${prefix}.${randomBytes(5).toString('hex')}@example.com`;
}

/** Signs a new full account up through the API; the returned client carries its session. */
export async function signUpTestAccount(baseUrl: string, prefix = 'user'): Promise<TestAccount> {
  const client = createApiClient(baseUrl);
  const email = createTestEmail(prefix);
  const password = 'correct horse battery';
  const response = await client.post<{ account: { id: string } | null }>(
    '/api/v2/user/account/signup',
    { email, password, accepts_agreements: true },
  );
  if (response.status !== 200 || !response.body.account) {
    throw new Error(`Sign-up failed (${response.status}): ${response.text}`);
  }
  return { client, email, password, accountId: response.body.account.id };
}
