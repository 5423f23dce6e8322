type UpdateServiceWorker = (reloadPage?: boolean) => Promise<void>;

let updateServiceWorker: UpdateServiceWorker | null = null;

/** Remembers how to activate the waiting service worker once one is found. */
export function setServiceWorkerUpdater(updater: UpdateServiceWorker): void {
  updateServiceWorker = updater;
}

/** Activates the new version and reloads; without a waiting worker, a reload fetches it. */
export async function applyAppUpdate(): Promise<void> {
  if (updateServiceWorker) await updateServiceWorker(true);
  else window.location.reload();
}
