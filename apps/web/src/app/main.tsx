import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import storage from 'redux-persist/es/storage';
import { getViewportDevice } from '@/lib/device';
import '../styles.css';
import { setLogoutTeardown } from '@/features/account';
import {
  isPersistenceDisabled,
  scheduleLegacyCleanup,
  tearDownSession,
  waitForRehydration,
} from './persistence';
import { AppProvider } from './provider';
import { registerServiceWorker } from './pwa';
import { createAppRouter } from './router';
import { LoadingScreen } from './shell/screens/loading-screen';
import { runStartup } from './startup';
import { createAppStore } from './store';

async function start(rootElement: HTMLElement): Promise<void> {
  const root = createRoot(rootElement);
  root.render(<LoadingScreen />);

  const isPersistEnabled = !isPersistenceDisabled(window.location.search);
  const { store, persistor } = createAppStore({
    storage: isPersistEnabled ? storage : null,
    device: getViewportDevice(),
  });
  await Promise.all([waitForRehydration(persistor), runStartup(store, window.location)]);
  setLogoutTeardown(() => tearDownSession(persistor));

  root.render(
    <StrictMode>
      <AppProvider store={store}>
        <RouterProvider router={createAppRouter()} />
      </AppProvider>
    </StrictMode>,
  );
  scheduleLegacyCleanup(window.localStorage);
  registerServiceWorker(store);
}

const rootElement = document.getElementById('root');
if (rootElement) void start(rootElement);
