import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import storage from 'redux-persist/es/storage';
import { getViewportDevice } from '@/lib/device';
import { setLogoutTeardown } from '@/features/account';
import { startAnalyticsLater } from '@/features/analytics';
import {
  isPersistenceDisabled,
  scheduleLegacyCleanup,
  tearDownSession,
  waitForRehydration,
} from './persistence';
import { AppProvider } from './provider';
import { registerServiceWorker, watchAppVersion } from './pwa';
import { createAppRouter, createRoutes } from './router';
import {
  createHandedOverFetch,
  readAccountSummary,
  readServerState,
  prepareHydrationState,
} from './server-state';
import { LoadingScreen } from './shell/screens/loading-screen';
import { runStartup } from './startup';
import { createAppStore } from './store';

/** Takes the page over: hydrates what the server rendered, or draws the app into `rootElement`. */
export async function startApp(rootElement: HTMLElement): Promise<void> {
  const serverState = readServerState();
  // The query string the visit arrived with (its UTM values), before any navigation.
  const arrivalSearch = window.location.search;
  // A page the server rendered is taken over as it is; any other shows loading until ready.
  const root = serverState ? null : createRoot(rootElement);
  root?.render(<LoadingScreen />);

  const isPersistEnabled = !isPersistenceDisabled(window.location.search);
  const accountSummary = serverState ? readAccountSummary() : null;
  const { store, persistor } = createAppStore({
    storage: isPersistEnabled ? storage : null,
    device: getViewportDevice(),
    ...(serverState ? { serverState: serverState.store } : {}),
    ...(accountSummary ? { http: { fetch: createHandedOverFetch(accountSummary) } } : {}),
  });
  const routes = createRoutes();
  await Promise.all([
    waitForRehydration(persistor),
    runStartup(store, window.location),
    serverState ? loadMatchedRoutes(routes) : null,
  ]);
  setLogoutTeardown(() => tearDownSession(persistor));
  const router = createAppRouter(routes, serverState?.router);

  const app = (
    <StrictMode>
      <AppProvider
        store={store}
        {...(serverState
          ? { serverState: prepareHydrationState(serverState.store, store.getState()) }
          : {})}
      >
        <RouterProvider router={router} />
        <MarkReady />
      </AppProvider>
    </StrictMode>
  );
  if (root) root.render(app);
  else hydrateRoot(rootElement, app);
  scheduleLegacyCleanup(window.localStorage);
  startAnalyticsLater({ store, router, arrivalSearch });
  registerServiceWorker(store);
  watchAppVersion(store);
}

/** Says on the document that the app has taken the page over (the journeys wait for it). */
function MarkReady() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/**
 * Loads the lazy routes of the page before hydrating it: the router would otherwise show its
 * loading fallback first, which is not the HTML the server sent.
 */
async function loadMatchedRoutes(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (!route.lazy || typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
