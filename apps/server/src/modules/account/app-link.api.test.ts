import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomInt } from 'node:crypto';
import { createApiClient } from '../../test/api-client';
import { startTestServer, type TestServer } from '../../test/test-server';
import { readLatestMessage, type WireError } from './auth-test-helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const PATH = '/api/text_app_link';

function nextNumber(): string {
  return `636${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
}

describe('POST /api/text_app_link', () => {
  it("texts a visitor the app's link", async () => {
    const client = createApiClient(server.baseUrl);
    const digits = nextNumber();
    const response = await client.post(PATH, {
      mobile_number: `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`,
    });
    expect(response.status, response.text).toBe(200);
    expect(response.body).toEqual({ is_sent: true });
    const message = await readLatestMessage(client, digits);
    expect(message).toMatchObject({
      channel: 'sms',
      body: `Get the Fillwell app: ${server.baseUrl}/app`,
    });
  });

  it('sends a number three links an hour, then answers 429 with the wait', async () => {
    const client = createApiClient(server.baseUrl);
    const digits = nextNumber();
    for (let send = 0; send < 3; send += 1) {
      expect((await client.post(PATH, { mobile_number: digits })).status).toBe(200);
    }
    const refused = await client.post<WireError>(PATH, { mobile_number: digits });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('rate_limited');
    expect(refused.body.message).toMatch(/wait 60 minutes/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect((await client.post(PATH, { mobile_number: nextNumber() })).status).toBe(200);
  });

  it.each([
    [{ mobile_number: '12345' }, 'mobile_number'],
    [{ mobile_number: '' }, 'mobile_number'],
    [{ mobile_number: 3145550100 }, 'mobile_number'],
    [{}, 'mobile_number'],
  ])("answers 400 'Please enter a valid phone number' for %j", async (body, field) => {
    const response = await createApiClient(server.baseUrl).post<WireError>(PATH, body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Please enter a valid phone number');
    expect(response.body.validation_errors[field]).toEqual(['Please enter a valid phone number']);
  });

  it('refuses unknown fields and a call without the CSRF header', async () => {
    const client = createApiClient(server.baseUrl);
    const extra = await client.post<WireError>(PATH, {
      mobile_number: nextNumber(),
      text: 'free money',
    });
    expect(extra.status).toBe(400);
    expect(extra.body.validation_errors).toEqual({ text: ['Unknown field'] });
    const forged = await client.post(
      PATH,
      { mobile_number: nextNumber() },
      { isCsrfHeaderOmitted: true },
    );
    expect(forged.status).toBe(403);
  });
});
