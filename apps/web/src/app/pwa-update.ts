type UpdateServiceWorker = (reloadPage?: boolean) => Promise<void>;

let updateServiceWorker: UpdateServiceWorker | null = null;
let isWorkerWaiting = false;

/** How long a refresh waits for a newer service worker to install before reloading anyway. */
const INSTALL_WAIT_MS = 10_000;

/** Remembers how to activate the waiting service worker once one is found. */
export function setServiceWorkerUpdater(updater: UpdateServiceWorker): void {
  updateServiceWorker = updater;
}

/** Notes that a new service worker is installed and waiting to take over. */
export function markServiceWorkerWaiting(): void {
  isWorkerWaiting = true;
}

/**
 * Activates the new version and reloads. When the server reported the new build before the
 * service worker found it, the worker is asked to look first: a plain reload would otherwise be
 * answered from the old worker's copy of the app.
 */
export async function applyAppUpdate(reload: () => void = () => window.location.reload()) {
  if (!isWorkerWaiting) await fetchNewServiceWorker();
  if (updateServiceWorker && isWorkerWaiting) await updateServiceWorker(true);
  else reload();
}

async function fetchNewServiceWorker(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    if (!registration) return;
    await registration.update();
    const worker = registration.installing ?? registration.waiting;
    if (worker) isWorkerWaiting = await waitUntilInstalled(worker);
  } catch {
    // Offline or no worker: the reload below fetches what it can.
  }
}

function waitUntilInstalled(worker: ServiceWorker): Promise<boolean> {
  if (worker.state === 'installed') return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), INSTALL_WAIT_MS);
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed' || worker.state === 'redundant') {
        clearTimeout(timer);
        resolve(worker.state === 'installed');
      }
    });
  });
}
