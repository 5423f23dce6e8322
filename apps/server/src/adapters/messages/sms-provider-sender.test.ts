import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isMessageDeliveryError, type SmsMessage } from './message-sender';
import { createSmsProviderSender, toUsE164 } from './sms-provider-sender';
import { startSmsProviderTestServer, type SmsProviderTestServer } from './sms-provider-test-server';

let provider: SmsProviderTestServer;
let kept: Array<{ message: SmsMessage; reason: string }>;
let logged: Array<Record<string, unknown>>;

beforeAll(async () => {
  provider = await startSmsProviderTestServer();
});
afterAll(async () => {
  await provider?.close();
});
beforeEach(() => {
  provider.received.length = 0;
  provider.answerWith([{ status: 201, body: { sid: 'SM1', status: 'queued' } }]);
  kept = [];
  logged = [];
});

function createSender(apiUrl = provider.url) {
  return createSmsProviderSender(
    { apiUrl, accountSid: 'AC123', authToken: 'secret-token', fromNumber: '+15005550006' },
    {
      keepUndelivered: async (message, reason) => {
        kept.push({ message, reason });
      },
      log: { error: (details) => logged.push(details) },
      retryDelaysMs: [10, 10],
      timeoutMs: 2_000,
    },
  );
}

async function expectDeliveryError(promise: Promise<void>): Promise<Error> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(isMessageDeliveryError(error)).toBe(true);
  return error as Error;
}

describe('createSmsProviderSender', () => {
  it("posts the text to the account's Messages resource with basic auth and a form body", async () => {
    await createSender().sendSms({ to: '3145550100', text: 'Your code is 123456' });
    expect(provider.received).toEqual([
      {
        method: 'POST',
        path: '/2010-04-01/Accounts/AC123/Messages.json',
        authorization: `Basic ${Buffer.from('AC123:secret-token').toString('base64')}`,
        contentType: 'application/x-www-form-urlencoded',
        form: { To: '+13145550100', From: '+15005550006', Body: 'Your code is 123456' },
      },
    ]);
    expect(kept).toEqual([]);
  });

  it('keeps and logs a text the provider refuses, without trying a 4xx again', async () => {
    provider.answerWith([
      { status: 400, body: { code: 21211, message: "The 'To' number is not valid." } },
    ]);
    const message = { to: '13145550100', text: 'Your code is 654321' };
    const error = await expectDeliveryError(createSender().sendSms(message));
    expect(error.message).not.toContain('654321');
    expect(provider.received).toHaveLength(1);
    expect(kept).toEqual([{ message, reason: "HTTP 400 (21211 The 'To' number is not valid.)" }]);
    expect(logged).toEqual([
      { recipient: '…0100', reason: "HTTP 400 (21211 The 'To' number is not valid.)", tries: 1 },
    ]);
  });

  it('tries a 5xx or a 429 again, and is done once the provider takes the text', async () => {
    provider.answerWith([
      { status: 503, body: {} },
      { status: 429, body: { code: 20429, message: 'Too Many Requests' } },
      { status: 201, body: { sid: 'SM2' } },
    ]);
    await createSender().sendSms({ to: '3145550100', text: 'hello' });
    expect(provider.received).toHaveLength(3);
    expect(kept).toEqual([]);
  });

  it('gives up after three tries of a failing provider', async () => {
    provider.answerWith([{ status: 500, body: 'oops' }]);
    await expectDeliveryError(createSender().sendSms({ to: '3145550100', text: 'hello' }));
    expect(provider.received).toHaveLength(3);
    expect(kept.map((entry) => entry.reason)).toEqual(['HTTP 500']);
    expect(logged[0]).toMatchObject({ tries: 3 });
  });

  it('keeps the text when the provider cannot be reached', async () => {
    const closed = await startSmsProviderTestServer();
    await closed.close();
    await expectDeliveryError(createSender(closed.url).sendSms({ to: '3145550100', text: 'hi' }));
    expect(kept[0]?.reason).toMatch(/^no answer/);
    expect(logged[0]).toMatchObject({ tries: 3 });
  });

  it('refuses a number that is not a US mobile number without calling the provider', async () => {
    await expectDeliveryError(createSender().sendSms({ to: '555', text: 'hi' }));
    expect(provider.received).toEqual([]);
    expect(kept.map((entry) => entry.reason)).toEqual(['not a US mobile number']);
  });
});

describe('toUsE164', () => {
  it('writes ten digits, or 1 and ten digits, as +1 and ten digits', () => {
    expect(toUsE164('3145550100')).toBe('+13145550100');
    expect(toUsE164('13145550100')).toBe('+13145550100');
    expect(toUsE164('(314) 555-0100')).toBe('+13145550100');
    expect(toUsE164('23145550100')).toBeNull();
  });
});
