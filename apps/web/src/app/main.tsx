import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import storage from 'redux-persist/es/storage';
import { getViewportDevice } from '@/lib/device';
import { yieldToBrowser } from '@/lib/scheduling';
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
import { createRoutesByFirstSegment, indexRoutesByTreeId } from './routes/routes-by-first-segment';
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
  // Each step below is a task of its own (the app's code has just been evaluated in one): a tap
  // on the rendered page waits for one step at most, never for the whole start-up.
  await yieldToBrowser();
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
  await yieldToBrowser();
  await Promise.all([
    waitForRehydration(persistor),
    serverState ? loadMatchedRoutes(routes) : null,
    yieldToBrowser().then(() => runStartup(store, window.location)),
  ]);
  setLogoutTeardown(() => tearDownSession(persistor));
  await yieldToBrowser();
  const router = createAppRouter(routes, serverState?.router);
  await yieldToBrowser();

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
  // A transition's hydration is drawn in short slices: the rendered page stays responsive.
  else startTransition(() => void hydrateRoot(rootElement, app));
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
 * loading fallback first, which is not the HTML the server sent. The page is matched against the
 * routes that can match its first segment (matching the whole table compiles every route's
 * pattern), and each matched route is loaded into the table the router is made from.
 */
async function loadMatchedRoutes(routes: RouteObject[]): Promise<void> {
  const candidates = createRoutesByFirstSegment(routes)(window.location.pathname).routes;
  const matches = matchRoutes(candidates, window.location) ?? [];
  const routesById = indexRoutesByTreeId(routes);
  await Promise.all(
    matches.map(async ({ route: { id } }) => {
      const route = id === undefined ? undefined : routesById.get(id);
      if (!route?.lazy || typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
