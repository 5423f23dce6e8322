import { createAppStore } from './store';
import { findInviteCode, runStartup } from './startup';

const ACCOUNT = {
  id: 'acc_1',
  email: 'pat@example.com',
  first_name: 'Pat',
  last_name: 'Lee',
  type: 'full',
  order_count: 0,
  user_location: { state_code: 'MO', zip_code: '63101', city: 'St. Louis', health_systems: [] },
};

function userBody(account: unknown) {
  return {
    is_service_available: true,
    stats: { medication_count: 15000, pharmacy_count: 35000 },
    experiments: [{ name: 'home_hero', variation: 'b' }],
    account,
    session: { authenticated: account !== null, expires_on: null },
    pharmacy: null,
    magic_pharmacy: null,
    available_pricing_tiers: [{ tier_type: 'edlp', name: 'Retail', pharmacy_network_id: 1 }],
    invite_code: null,
  };
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function stubApi(handlers: { user: () => Response; invite?: () => Response }) {
  const fetchMock = vi.fn<typeof fetch>((input) => {
    const url = String(input);
    if (url.startsWith('/api/v2/user/invite')) {
      return Promise.resolve(
        handlers.invite?.() ?? json({ result: { code: 'x', is_valid: true, reward_cents: 1500 } }),
      );
    }
    if (url.startsWith('/api/v2/user')) return Promise.resolve(handlers.user());
    return Promise.reject(new Error(`unexpected ${url}`));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function inviteCalls(fetchMock: ReturnType<typeof stubApi>) {
  return fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/v2/user/invite'));
}

afterEach(() => vi.unstubAllGlobals());

describe('findInviteCode', () => {
  it.each([
    [{ pathname: '/i/FRIEND15', search: '' }, 'FRIEND15'],
    [{ pathname: '/invite/FRIEND15', search: '?utm_source=x' }, 'FRIEND15'],
    [{ pathname: '/', search: '?referral_code=REF1' }, 'REF1'],
    [{ pathname: '/atorvastatin', search: '?invite_code=INV2' }, 'INV2'],
    [{ pathname: '/', search: '' }, null],
    [{ pathname: '/invites', search: '?referral_code=' }, null],
  ])('reads %j as %s', (location, code) => expect(findInviteCode(location)).toBe(code));
});

describe('runStartup', () => {
  it('stores the account summary and marks the session authenticated', async () => {
    stubApi({ user: () => json(userBody(ACCOUNT)) });
    const { store } = createAppStore({ storage: null });
    expect(store.getState().session).toMatchObject({ isFetching: true, isAuthenticated: false });
    await runStartup(store, { pathname: '/', search: '' });
    const session = store.getState().session;
    expect(session.isFetching).toBe(false);
    expect(session.isAuthenticated).toBe(true);
    expect(session.account).toMatchObject({ firstName: 'Pat', userLocation: { stateCode: 'MO' } });
    expect(session.availablePricingTiers).toEqual([
      { tierType: 'edlp', name: 'Retail', pharmacyNetworkId: 1 },
    ]);
    expect(session.experiments).toEqual([{ name: 'home_hero', variation: 'b' }]);
  });

  it('keeps a visitor unauthenticated', async () => {
    stubApi({ user: () => json(userBody(null)) });
    const { store } = createAppStore({ storage: null });
    await runStartup(store, { pathname: '/', search: '' });
    expect(store.getState().session).toMatchObject({
      isFetching: false,
      isAuthenticated: false,
      account: null,
    });
  });

  it('applies an invite code from the path after loading the user', async () => {
    const fetchMock = stubApi({ user: () => json(userBody(null)) });
    const { store } = createAppStore({ storage: null });
    await runStartup(store, { pathname: '/invite/FRIEND15', search: '' });
    const [call] = inviteCalls(fetchMock);
    expect(call?.[1]?.method).toBe('POST');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ code: 'FRIEND15' });
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/^\/api\/v2\/user\?/);
  });

  it('ignores a failed invite and a failed user load, logging the latter', async () => {
    const fetchMock = stubApi({
      user: () => json({ message: 'Down', code: 'internal', status: 500 }, 500),
      invite: () => json({ message: 'Invalid invite code', code: 'invalid', status: 422 }, 422),
    });
    const log = vi.fn();
    const { store } = createAppStore({ storage: null });
    await expect(
      runStartup(store, { pathname: '/', search: '?referral_code=BAD' }, log),
    ).resolves.toBeUndefined();
    expect(log).toHaveBeenCalledOnce();
    expect(inviteCalls(fetchMock)).toHaveLength(1);
    expect(store.getState().session).toMatchObject({ isFetching: false, isAuthenticated: false });
  });

  it('makes no invite call without a code', async () => {
    const fetchMock = stubApi({ user: () => json(userBody(null)) });
    const { store } = createAppStore({ storage: null });
    await runStartup(store, { pathname: '/cart', search: '?utm_source=x' });
    expect(inviteCalls(fetchMock)).toHaveLength(0);
  });
});
