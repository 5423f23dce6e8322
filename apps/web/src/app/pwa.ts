import { isFlagEnabled } from '@/lib/flags';
import type { AppStore } from './store';
import { statusChanged } from './app-slice';
import { setServiceWorkerUpdater } from './pwa-update';

/** Registers the service worker off the critical path; a new version raises the update banner. */
export function registerServiceWorker(store: AppStore): void {
  if (!isFlagEnabled('serviceWorker') || !('serviceWorker' in navigator) || import.meta.env.DEV) {
    return;
  }
  void import('virtual:pwa-register').then(({ registerSW }) => {
    const updateSW = registerSW({
      onNeedRefresh: () => {
        if (store.getState().app.status === 'ready')
          store.dispatch(statusChanged('update-available'));
      },
    });
    setServiceWorkerUpdater(updateSW);
  });
}
