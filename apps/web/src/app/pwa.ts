import { isFlagEnabled } from '@/lib/flags';
import type { AppStore } from './store';
import { updateFound } from './app-slice';
import { markServiceWorkerWaiting, setServiceWorkerUpdater } from './pwa-update';

/** How long after start-up the first version check waits, so it never competes with the page. */
const FIRST_VERSION_CHECK_DELAY_MS = 2_000;

/** Registers the service worker off the critical path; a new version raises the update banner. */
export function registerServiceWorker(store: AppStore): void {
  if (!isFlagEnabled('serviceWorker') || !('serviceWorker' in navigator) || import.meta.env.DEV) {
    return;
  }
  void import('virtual:pwa-register').then(({ registerSW }) => {
    const updateSW = registerSW({
      onNeedRefresh: () => {
        markServiceWorkerWaiting();
        store.dispatch(updateFound('update-available'));
      },
    });
    setServiceWorkerUpdater(updateSW);
  });
}

/**
 * Watches, once the page has settled, for a new deployment the server reports: the update
 * banner, or the blocking modal when this tab's version is below the oldest one accepted. The
 * watcher is its own chunk, loaded after start-up, so it adds nothing to the initial JS.
 */
export function watchAppVersion(store: AppStore): void {
  if (import.meta.env.DEV) return;
  setTimeout(() => {
    void import('./pwa-version-watch').then(({ watchServedVersion }) =>
      watchServedVersion({
        getStatus: () => store.getState().app.status,
        dispatch: (action) => store.dispatch(action),
      }),
    );
  }, FIRST_VERSION_CHECK_DELAY_MS);
}
