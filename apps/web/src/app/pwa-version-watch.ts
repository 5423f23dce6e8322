import { appVersionResponseSchema } from '@fillwell/contracts';
import { APP_VERSION } from '@fillwell/domain';
import { sendRequest } from '@/lib/http';
import { updateFound, type AppStatus } from './app-slice';
import { decideAppStatus, type ClientBuild } from './pwa-version';

/** How often an open, visible tab asks which build is served. */
export const VERSION_CHECK_INTERVAL_MS = 5 * 60_000;
/** Checks closer together than this (focus and visibility arrive together) are skipped. */
export const MIN_CHECK_GAP_MS = 30_000;

export interface VersionWatchTarget {
  getStatus: () => AppStatus;
  dispatch: (action: ReturnType<typeof updateFound>) => unknown;
}

/** The build this tab runs. */
export const CLIENT_BUILD: ClientBuild = { version: APP_VERSION, buildId: __APP_BUILD_ID__ };

/** Asks the server which build it serves; null when it cannot say (offline, bad answer). */
export async function fetchServedVersion() {
  const answer = await sendRequest<unknown>({ path: 'v2/app/version' });
  if (answer.error) return null;
  const parsed = appVersionResponseSchema.safeParse(answer.data);
  return parsed.success ? parsed.data : null;
}

/** Checks once and raises the app status when the server serves another or a newer build. */
export async function checkServedVersion(
  target: VersionWatchTarget,
  client: ClientBuild = CLIENT_BUILD,
): Promise<void> {
  const served = await fetchServedVersion();
  if (!served) return;
  const status = decideAppStatus(client, served);
  if (status !== target.getStatus()) target.dispatch(updateFound(status));
}

/**
 * Watches for a new deployment while the tab is open: once now, when the tab comes back into
 * view or online, and every few minutes while it is visible. Service worker updates are looked
 * for at the same moments. Answers a function that stops watching.
 */
export function watchServedVersion(target: VersionWatchTarget): () => void {
  let lastCheckAt = Number.NEGATIVE_INFINITY;
  const check = () => {
    if (document.visibilityState !== 'visible' || target.getStatus() === 'update-required') return;
    if (Date.now() - lastCheckAt < MIN_CHECK_GAP_MS) return;
    lastCheckAt = Date.now();
    void checkServedVersion(target);
    void navigator.serviceWorker
      ?.getRegistration()
      .then((registration) => registration?.update())
      .catch(() => undefined);
  };
  check();
  const timer = setInterval(check, VERSION_CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', check);
  window.addEventListener('online', check);
  window.addEventListener('focus', check);
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', check);
    window.removeEventListener('online', check);
    window.removeEventListener('focus', check);
  };
}
