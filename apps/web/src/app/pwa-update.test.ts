import { applyAppUpdate, markServiceWorkerWaiting, setServiceWorkerUpdater } from './pwa-update';

interface FakeRegistration {
  installing: ServiceWorker | null;
  waiting: ServiceWorker | null;
  update: () => Promise<void>;
}

function stubServiceWorker(registration: FakeRegistration | undefined) {
  vi.stubGlobal('navigator', {
    ...navigator,
    serviceWorker: { getRegistration: () => Promise.resolve(registration) },
  });
}

function createWorker(state: ServiceWorkerState): ServiceWorker {
  return { state, addEventListener: vi.fn() } as unknown as ServiceWorker;
}

afterEach(() => vi.unstubAllGlobals());

// The module remembers the updater and a waiting worker, as the page does: cases run in order.
describe('applyAppUpdate', () => {
  it('reloads when there is no service worker at all', async () => {
    stubServiceWorker(undefined);
    const reload = vi.fn();
    await applyAppUpdate(reload);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('asks the worker to look for the new build, and reloads when none is found', async () => {
    const update = vi.fn(() => Promise.resolve());
    stubServiceWorker({ installing: null, waiting: null, update });
    const updater = vi.fn(() => Promise.resolve());
    setServiceWorkerUpdater(updater);
    const reload = vi.fn();
    await applyAppUpdate(reload);
    expect(update).toHaveBeenCalledOnce();
    expect(updater).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('activates a new worker the look found installed instead of a plain reload', async () => {
    const update = vi.fn(() => Promise.resolve());
    stubServiceWorker({ installing: null, waiting: createWorker('installed'), update });
    const updater = vi.fn(() => Promise.resolve());
    setServiceWorkerUpdater(updater);
    const reload = vi.fn();
    await applyAppUpdate(reload);
    expect(updater).toHaveBeenCalledWith(true);
    expect(reload).not.toHaveBeenCalled();
  });

  it('activates the waiting worker at once when it was found before', async () => {
    const update = vi.fn(() => Promise.resolve());
    stubServiceWorker({ installing: null, waiting: null, update });
    const updater = vi.fn(() => Promise.resolve());
    setServiceWorkerUpdater(updater);
    markServiceWorkerWaiting();
    const reload = vi.fn();
    await applyAppUpdate(reload);
    expect(update).not.toHaveBeenCalled();
    expect(updater).toHaveBeenCalledWith(true);
    expect(reload).not.toHaveBeenCalled();
  });
});
