import type { Persistor } from 'redux-persist';
import storage from 'redux-persist/es/storage';
import { headerCartExpandedChanged } from '@/features/cart';
import {
  isPersistenceDisabled,
  PERSISTED_AREAS,
  removeLegacyKeys,
  scheduleLegacyCleanup,
  scheduleLogoutTeardown,
  tearDownSession,
  waitForRehydration,
} from './persistence';
import { createAppStore } from './store';

function storedKeys(): string[] {
  return Object.keys(window.localStorage).sort();
}

function readStoredArea(area: string): Record<string, unknown> {
  const raw = window.localStorage.getItem(`pwa-v4:${area}`);
  if (!raw) throw new Error(`nothing stored for ${area}`);
  return JSON.parse(raw) as Record<string, unknown>;
}

const openPersistors: Persistor[] = [];

async function createPersistedStore() {
  const { store, persistor } = createAppStore({ storage });
  if (persistor) openPersistors.push(persistor);
  await waitForRehydration(persistor);
  return { store, persistor };
}

afterEach(async () => {
  for (const persistor of openPersistors.splice(0)) {
    await persistor.flush();
    persistor.pause();
  }
  window.localStorage.clear();
});

describe('persistence', () => {
  it('persists exactly the listed areas under the pwa-v4: prefix', async () => {
    const { persistor } = await createPersistedStore();
    await persistor?.flush();
    expect(storedKeys()).toEqual(PERSISTED_AREAS.map((area) => `pwa-v4:${area}`).sort());
    expect([...PERSISTED_AREAS].sort()).toEqual(
      [
        'accountMedications',
        'paymentMethods',
        'fillwellCard',
        'pharmacy',
        'subscriptions',
        'search',
        'cart',
      ].sort(),
    );
  });

  it('never stores the cart confirmations or consultation choices', async () => {
    const { store, persistor } = await createPersistedStore();
    store.dispatch(headerCartExpandedChanged(true));
    await persistor?.flush();
    const cart = readStoredArea('cart');
    expect(Object.keys(cart)).toEqual(
      expect.arrayContaining(['items', 'coupon', 'walletCredit', 'total', 'isHeaderCartExpanded']),
    );
    expect(cart).not.toHaveProperty('confirmedPrescriptions');
    expect(cart).not.toHaveProperty('isBuyingConsultations');
    expect(cart.isHeaderCartExpanded).toBe('true');
  });

  it('restores a stored area when the app starts', async () => {
    window.localStorage.setItem(
      'pwa-v4:search',
      JSON.stringify({
        recentlyViewed: JSON.stringify([{ slug: 'atorvastatin', name: 'Atorvastatin' }]),
        _persist: JSON.stringify({ version: -1, rehydrated: true }),
      }),
    );
    const { store } = await createPersistedStore();
    expect(store.getState().search.recentlyViewed).toEqual([
      { slug: 'atorvastatin', name: 'Atorvastatin' },
    ]);
  });

  it('is turned off by the disableReduxPersist query flag', async () => {
    expect(isPersistenceDisabled('?disableReduxPersist')).toBe(true);
    expect(isPersistenceDisabled('?utm_source=x&disableReduxPersist=1')).toBe(true);
    expect(isPersistenceDisabled('?utm_source=x')).toBe(false);
    const { store, persistor } = createAppStore({ storage: null });
    store.dispatch(headerCartExpandedChanged(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(persistor).toBeNull();
    expect(storedKeys()).toEqual([]);
    expect(store.getState().cart.isHeaderCartExpanded).toBe(true);
  });
});

describe('pwa-v3 cleanup', () => {
  beforeEach(() => {
    window.localStorage.setItem('pwa-v3:cart', '{}');
    window.localStorage.setItem('pwa-v3:search', '{}');
    window.localStorage.setItem('pwa-v4:cart', '{}');
    window.localStorage.setItem('unrelated', '1');
  });

  it('removes only the older keys', () => {
    expect(removeLegacyKeys(window.localStorage).sort()).toEqual(['pwa-v3:cart', 'pwa-v3:search']);
    expect(storedKeys()).toEqual(['pwa-v4:cart', 'unrelated']);
  });

  it('waits for the browser to be idle', () => {
    let idleTask: (() => void) | undefined;
    scheduleLegacyCleanup(window.localStorage, (task) => {
      idleTask = task;
    });
    expect(storedKeys()).toContain('pwa-v3:cart');
    idleTask?.();
    expect(storedKeys()).toEqual(['pwa-v4:cart', 'unrelated']);
  });

  it('uses requestIdleCallback when the browser has it', () => {
    const requestIdle = vi.fn((task: IdleRequestCallback) => {
      task({ didTimeout: false, timeRemaining: () => 10 });
      return 1;
    });
    vi.stubGlobal('requestIdleCallback', requestIdle);
    scheduleLegacyCleanup(window.localStorage);
    vi.unstubAllGlobals();
    expect(requestIdle).toHaveBeenCalledOnce();
    expect(storedKeys()).toEqual(['pwa-v4:cart', 'unrelated']);
  });

  it('falls back to a timer without requestIdleCallback', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    scheduleLegacyCleanup(window.localStorage);
    expect(storedKeys()).toContain('pwa-v3:search');
    vi.runAllTimers();
    vi.unstubAllGlobals();
    vi.useRealTimers();
    expect(storedKeys()).toEqual(['pwa-v4:cart', 'unrelated']);
  });
});

describe('logout teardown', () => {
  it('purges persisted state and reloads', async () => {
    const { persistor } = await createPersistedStore();
    await persistor?.flush();
    expect(storedKeys().length).toBe(PERSISTED_AREAS.length);
    const reload = vi.fn();
    await tearDownSession(persistor, reload);
    expect(storedKeys()).toEqual([]);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('navigates home first and tears down 100 ms later', async () => {
    vi.useFakeTimers();
    const navigateHome = vi.fn();
    const reload = vi.fn();
    scheduleLogoutTeardown(navigateHome, null, reload);
    expect(navigateHome).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(99);
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(reload).toHaveBeenCalledOnce();
    vi.useRealTimers();
  });
});
