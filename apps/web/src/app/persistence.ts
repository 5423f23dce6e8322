import type { Reducer } from '@reduxjs/toolkit';
import { persistReducer, type Persistor, type PersistConfig } from 'redux-persist';
import type { WebStorage } from 'redux-persist/es/types';
import { LIMITS } from '@fillwell/domain';
import { CART_TRANSIENT_KEYS } from '@/features/cart';
import { runWhenIdle } from '@/lib/scheduling';

export const PERSIST_KEY_PREFIX = 'pwa-v4:';
export const LEGACY_KEY_PREFIX = 'pwa-v3:';
export const DISABLE_PERSIST_PARAM = 'disableReduxPersist';

export const PERSISTED_AREAS = [
  'accountMedications',
  'paymentMethods',
  'fillwellCard',
  'pharmacy',
  'subscriptions',
  'search',
  'cart',
] as const;
export type PersistedArea = (typeof PERSISTED_AREAS)[number];

const AREA_BLACKLISTS: Partial<Record<PersistedArea, readonly string[]>> = {
  cart: CART_TRANSIENT_KEYS,
};

export function isPersistenceDisabled(search: string): boolean {
  return new URLSearchParams(search).has(DISABLE_PERSIST_PARAM);
}

/** Each persisted area is stored under its own key: `pwa-v4:<area>`. */
export function createAreaPersistConfig<S>(
  area: PersistedArea,
  storage: WebStorage,
): PersistConfig<S> {
  const blacklist = AREA_BLACKLISTS[area];
  return {
    key: area,
    keyPrefix: PERSIST_KEY_PREFIX,
    storage,
    ...(blacklist ? { blacklist: [...blacklist] } : {}),
  };
}

/**
 * Wraps an area's reducer so it is saved and restored. The `_persist` marker redux-persist adds
 * is its own bookkeeping and no part of the app reads it, so the area keeps its own state type.
 */
export function persistArea<S>(
  area: PersistedArea,
  reducer: Reducer<S>,
  storage: WebStorage,
): Reducer<S> {
  return persistReducer(
    createAreaPersistConfig<S>(area, storage),
    reducer,
  ) as unknown as Reducer<S>;
}

/** Removes every key of the previous storage generation; returns the removed keys. */
export function removeLegacyKeys(storage: Storage): string[] {
  const legacyKeys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(LEGACY_KEY_PREFIX)) legacyKeys.push(key);
  }
  legacyKeys.forEach((key) => storage.removeItem(key));
  return legacyKeys;
}

type ScheduleIdle = (task: () => void) => void;

export function scheduleLegacyCleanup(
  storage: Storage,
  scheduleIdle: ScheduleIdle = runWhenIdle,
): void {
  scheduleIdle(() => removeLegacyKeys(storage));
}

/** Removes every key of the current storage generation (areas the store no longer has too). */
export function removePersistedKeys(storage: Storage): void {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(PERSIST_KEY_PREFIX)) keys.push(key);
  }
  keys.forEach((key) => storage.removeItem(key));
}

/** Forgets everything stored for this browser and starts the app afresh. */
export async function tearDownSession(
  persistor: Persistor | null,
  reload: () => void = () => window.location.reload(),
): Promise<void> {
  if (persistor) {
    persistor.pause();
    await persistor.purge();
  }
  removePersistedKeys(window.localStorage);
  reload();
}

/** After logging out: go home, then tear down once the navigation has happened. */
export function scheduleLogoutTeardown(
  navigateHome: () => void,
  persistor: Persistor | null,
  reload?: () => void,
): void {
  navigateHome();
  setTimeout(() => void tearDownSession(persistor, reload), LIMITS.logoutTeardownMs);
}

export function waitForRehydration(persistor: Persistor | null): Promise<void> {
  if (!persistor || persistor.getState().bootstrapped) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = persistor.subscribe(() => {
      if (!persistor.getState().bootstrapped) return;
      unsubscribe();
      resolve();
    });
  });
}
