import { accountApi } from '@/features/account';
import { createUserResponse } from '@/test/fixtures';
import { createHandedOverFetch, omitAccountSummary, prepareHydrationState } from './server-state';
import { createAppStore } from './store';

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

describe('omitAccountSummary and prepareHydrationState', () => {
  it('leave the account out of the rendered state, and put the visitor’s own back for hydrating', async () => {
    const { store } = createAppStore({ storage: null });
    await store.dispatch(
      accountApi.util.upsertQueryData('getUser', undefined, createUserResponse(null)),
    );
    const rendered = omitAccountSummary(store.getState());
    expect(rendered.session).toBeUndefined();
    expect(Object.keys(rendered.api?.queries ?? {})).toEqual([]);

    const restored = prepareHydrationState(rendered, store.getState());
    expect(restored.session).toEqual(store.getState().session);
    expect(restored.session?.isFetching).toBe(false);
    expect(restored.api?.queries).toEqual(store.getState().api.queries);
  });
});

describe('prepareHydrationState', () => {
  it('hands back the store’s own area where it holds what was rendered, the rendered one elsewhere', () => {
    const { store } = createAppStore({ storage: null });
    const live = store.getState();
    const persisted = { ...live.cart, _persist: { version: -1, rehydrated: true } };
    const state = { ...live, cart: persisted } as typeof live;
    const rendered = omitAccountSummary(live);
    const prepared = prepareHydrationState(rendered, state);
    expect(prepared.cart).toBe(persisted);
    expect(prepared.header).toBe(live.header);
    const changedCart = { ...persisted, items: [{ id: 'item_1' }] } as unknown as typeof persisted;
    const withSavedCart = prepareHydrationState(rendered, { ...state, cart: changedCart });
    expect(withSavedCart.cart).toBe(rendered.cart);
  });
});
