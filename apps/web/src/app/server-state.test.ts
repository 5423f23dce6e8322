import { createHandedOverFetch } from './server-state';

const SUMMARY = '{"account":null,"session":{"authenticated":false,"expires_on":null}}';

describe('createHandedOverFetch', () => {
  it('answers the first account call with the answer the page was sent with', async () => {
    const send = vi.fn<typeof fetch>(() => Promise.resolve(new Response('{"sent":true}')));
    const handedOver = createHandedOverFetch(SUMMARY, send);
    const first = await handedOver('/api/v2/user?platform=web&app=5.0.12', { method: 'GET' });
    expect(first.status).toBe(200);
    expect(await first.text()).toBe(SUMMARY);
    expect(send).not.toHaveBeenCalled();
  });

  it('sends every other call, and a later account call, on', async () => {
    const send = vi.fn<typeof fetch>(() => Promise.resolve(new Response('{"sent":true}')));
    const handedOver = createHandedOverFetch(SUMMARY, send);
    await handedOver('/api/v2/user/drugs/detail/atorvastatin?platform=web', { method: 'GET' });
    await handedOver('/api/v2/user/invite', { method: 'POST' });
    await handedOver('/api/v2/user', { method: 'GET' });
    expect(await (await handedOver('/api/v2/user', { method: 'GET' })).text()).toBe(
      '{"sent":true}',
    );
    expect(send).toHaveBeenCalledTimes(3);
  });
});
