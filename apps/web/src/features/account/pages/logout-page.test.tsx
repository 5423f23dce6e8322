import type { Persistor } from 'redux-persist';
import storage from 'redux-persist/es/storage';
import { tearDownSession, waitForRehydration } from '@/app/persistence';
import { createAppStore } from '@/app/store';
import { stubApi, wireResponse } from '@/test/stub-api';
import { createUserResponse, TEST_ACCOUNT } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { setLogoutTeardown } from '../logout-teardown';

// The page loads lazily; give it time on a busy machine.

const openPersistors: Persistor[] = [];

function readPersistedKeys(): string[] {
  return Object.keys(window.localStorage)
    .filter((key) => key.startsWith('pwa-v4:'))
    .sort();
}

async function createPersistedStore() {
  const { store, persistor } = createAppStore({ storage });
  if (persistor) openPersistors.push(persistor);
  await waitForRehydration(persistor);
  await persistor?.flush();
  return { store, persistor };
}

afterEach(() => {
  for (const persistor of openPersistors.splice(0)) persistor.pause();
  setLogoutTeardown(() => undefined);
  vi.unstubAllGlobals();
});

describe('/logout', () => {
  it('signs out, goes home, then purges every pwa-v4: key and reloads 100 ms later', async () => {
    const calls = stubApi({
      'POST /api/v2/user/account/logout': () => wireResponse({ result: { signedOut: true } }),
      'GET /api/v2/user': () => wireResponse(createUserResponse(TEST_ACCOUNT)),
    });
    window.localStorage.setItem('pwa-v4:retiredArea', '{"kept":"by an older build"}');
    window.localStorage.setItem('unrelated', 'stays');
    const { store, persistor } = await createPersistedStore();
    expect(readPersistedKeys()).toContain('pwa-v4:search');

    let arrivedHomeAt = 0;
    let reloadedAt = 0;
    const reload = vi.fn(() => {
      reloadedAt = performance.now();
    });
    setLogoutTeardown(() => tearDownSession(persistor, reload));
    const { router } = renderApp('/logout', { store });
    router.subscribe((state) => {
      if (state.location.pathname === '/' && !arrivedHomeAt) arrivedHomeAt = performance.now();
    });

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.some((call) => call.path === '/api/v2/user/account/logout')).toBe(true);
    expect(reload).not.toHaveBeenCalled();
    expect(readPersistedKeys()).toContain('pwa-v4:search');

    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(reloadedAt - arrivedHomeAt).toBeGreaterThanOrEqual(95);
    expect(readPersistedKeys()).toEqual([]);
    expect(window.localStorage.getItem('unrelated')).toBe('stays');
  });

  it('still goes home and tears down when the server cannot be reached', async () => {
    stubApi({
      'POST /api/v2/user/account/logout': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { store, persistor } = await createPersistedStore();
    const reload = vi.fn();
    setLogoutTeardown(() => tearDownSession(persistor, reload));
    const { router } = renderApp('/logout', { store });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(readPersistedKeys()).toEqual([]);
  });
});
