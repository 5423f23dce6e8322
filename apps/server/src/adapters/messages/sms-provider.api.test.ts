import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { outboxMessages } from '../../db/schema/index';
import { createApiClient } from '../../test/api-client';
import type { WireError } from '../../test/api-helpers';
import { startTestServer, type TestServer } from '../../test/test-server';
import { startSmsProviderTestServer, type SmsProviderTestServer } from './sms-provider-test-server';

/** With SMS_* set, texts go to the provider's HTTP API; the outbox keeps only those refused. */

let provider: SmsProviderTestServer;
let server: TestServer;

beforeAll(async () => {
  provider = await startSmsProviderTestServer();
  server = await startTestServer({
    config: {
      sms: {
        apiUrl: provider.url,
        accountSid: 'AC42',
        authToken: 'token-42',
        fromNumber: '+15005550006',
      },
    },
  });
});
afterAll(async () => {
  await server?.close();
  await provider?.close();
});
beforeEach(() => {
  provider.received.length = 0;
  provider.answerWith([{ status: 201, body: { sid: 'SM42' } }]);
});

function nextNumber(): string {
  return `417${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
}

function readOutbox(recipient: string) {
  return server.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient));
}

describe('texts through the SMS provider', () => {
  it('texts a sign-in code through the provider, keeping nothing in the outbox', async () => {
    const digits = nextNumber();
    const client = createApiClient(server.baseUrl);
    const sent = await client.post('/api/v2/user/account/otp/login/send', {
      mobile_number: digits,
    });
    expect(sent.status, sent.text).toBe(200);
    expect(provider.received).toHaveLength(1);
    const [request] = provider.received;
    expect(request?.path).toBe('/2010-04-01/Accounts/AC42/Messages.json');
    expect(request?.authorization).toBe(`Basic ${Buffer.from('AC42:token-42').toString('base64')}`);
    expect(request?.form).toMatchObject({ To: `+1${digits}`, From: '+15005550006' });
    expect(request?.form.Body).toMatch(/\b\d{6}\b/);
    expect(await readOutbox(digits)).toEqual([]);
  });

  it('answers 502 message_not_sent when the provider refuses, and keeps the text', async () => {
    provider.answerWith([
      { status: 400, body: { code: 21614, message: "'To' number is not a valid mobile number" } },
    ]);
    const digits = nextNumber();
    const client = createApiClient(server.baseUrl);
    const sent = await client.post<WireError>('/api/v2/user/account/otp/login/send', {
      mobile_number: digits,
    });
    expect(sent.status).toBe(502);
    expect(sent.body).toMatchObject({
      code: 'message_not_sent',
      message: 'We could not text you a code. Please try again in a few minutes.',
    });
    const kept = await readOutbox(digits);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({
      channel: 'sms',
      subject: "Not delivered: HTTP 400 (21614 'To' number is not a valid mobile number)",
    });

    const link = await client.post<WireError>('/api/text_app_link', { mobile_number: digits });
    expect(link.status).toBe(502);
    expect(link.body).toMatchObject({
      code: 'message_not_sent',
      message: 'We could not text you the link. Please try again in a few minutes.',
    });
    expect(await readOutbox(digits)).toHaveLength(2);
  });

  it('texts the app link through the provider', async () => {
    const digits = nextNumber();
    const response = await createApiClient(server.baseUrl).post('/api/text_app_link', {
      mobile_number: digits,
    });
    expect(response.status).toBe(200);
    expect(provider.received[0]?.form).toMatchObject({
      To: `+1${digits}`,
      Body: `Get the Fillwell app: ${server.baseUrl}/app`,
    });
  });
});
