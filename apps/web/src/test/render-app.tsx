import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { DEVICE, type Device } from '@fillwell/domain';
import { AppProvider } from '@/app/provider';
import { createRoutes } from '@/app/router';
import { createAppStore, type AppStore } from '@/app/store';

interface RenderAppOptions {
  pages?: RouteObject[];
  store?: AppStore;
  device?: Device;
}

const VIEWPORT_WIDTHS: Record<Device, number> = { 1: 390, 2: 900, 4: 1280 };

/** Renders the real route table and shell in memory at a path, at a device's viewport width. */
export function renderApp(path: string, options: RenderAppOptions = {}) {
  const device = options.device ?? DEVICE.desktop;
  window.innerWidth = VIEWPORT_WIDTHS[device];
  const store = options.store ?? createAppStore({ storage: null, device }).store;
  const router = createMemoryRouter(createRoutes(options.pages), { initialEntries: [path] });
  const view = render(
    <AppProvider store={store}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, store };
}
