import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../../test/api-client';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
let client: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  client = createApiClient(server.baseUrl);
});
afterAll(async () => {
  await server?.close();
});

interface WireSubscription {
  result: { email: string; topics: string[]; is_confirmed: boolean };
}

/** The id and token of the latest link e-mailed to `email`. */
async function readLink(email: string): Promise<{ id: string; token: string }> {
  const outbox = await client.get<{ result: Array<{ recipient: string; body: string }> }>(
    '/api/dev/outbox',
  );
  const mail = outbox.body.result.find((message) => message.recipient === email);
  const match = /\/blog\/newsletter\/([^/]+)\/topics\?token=([\w-]+)/.exec(mail?.body ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`no newsletter link was sent to ${email}`);
  return { id: match[1], token: match[2] };
}

function topicsPath({ id, token }: { id: string; token: string }) {
  return [`/api/v2/newsletter/${id}/topics`, { query: { token } }] as const;
}

describe('the newsletter, by double opt-in', () => {
  it('counts a subscription only once the e-mailed link confirms its topics', async () => {
    const asked = await client.post('/api/v2/newsletter', {
      email: 'reader@example.com',
      topics: ['saving-money', 'saving-money', 'living-well'],
    });
    expect(asked.status).toBe(202);
    const link = await readLink('reader@example.com');
    const [path, options] = topicsPath(link);
    const pending = await client.get<WireSubscription>(path, options);
    expect(pending.body.result).toMatchObject({
      topics: ['saving-money', 'living-well'],
      is_confirmed: false,
    });
    const confirmed = await client.put<WireSubscription>(
      path,
      { topics: ['living-well'] },
      options,
    );
    expect(confirmed.body.result).toMatchObject({ topics: ['living-well'], is_confirmed: true });
    const unsubscribed = await client.put<WireSubscription>(path, { topics: [] }, options);
    expect(unsubscribed.body.result.topics).toEqual([]);
  });

  it('keeps confirmed topics when the address asks again, until the new link is followed', async () => {
    await client.post('/api/v2/newsletter', {
      email: 'twice@example.com',
      topics: ['saving-money'],
    });
    const first = await readLink('twice@example.com');
    const [firstPath, firstOptions] = topicsPath(first);
    await client.put(firstPath, { topics: ['saving-money'] }, firstOptions);
    await client.post('/api/v2/newsletter', {
      email: 'twice@example.com',
      topics: ['living-well'],
    });
    const second = await readLink('twice@example.com');
    expect(second.id).toBe(first.id);
    // The old link no longer works.
    expect((await client.get(...topicsPath(first))).status).toBe(404);
    const seen = await client.get<WireSubscription>(...topicsPath(second));
    expect(seen.body.result).toMatchObject({ topics: ['living-well'], is_confirmed: true });
  });

  it.each([
    ['no topic', { email: 'a@example.com', topics: [] }],
    ['an unknown topic', { email: 'a@example.com', topics: ['gossip'] }],
    ['a bad e-mail', { email: 'nope', topics: ['saving-money'] }],
  ])('refuses %s with a 400', async (_label, body) => {
    const response = await client.post<{ code: string }>('/api/v2/newsletter', body);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('validation_error');
  });

  it('answers 404 for a wrong token or subscriber', async () => {
    await client.post('/api/v2/newsletter', { email: 'tok@example.com', topics: ['living-well'] });
    const { id } = await readLink('tok@example.com');
    const wrong = await client.get<{ message: string }>(`/api/v2/newsletter/${id}/topics`, {
      query: { token: 'guessed' },
    });
    expect(wrong.status).toBe(404);
    expect(wrong.body.message).toBe('This link is not valid any more. Please subscribe again.');
    const put = await client.put(
      `/api/v2/newsletter/nl_nobody/topics`,
      { topics: [] },
      {
        query: { token: 'guessed' },
      },
    );
    expect(put.status).toBe(404);
  });
});
