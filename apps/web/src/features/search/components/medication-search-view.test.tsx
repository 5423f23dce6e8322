import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { DEVICE } from '@fillwell/domain';
import { viewChanged } from '@/app/shell/header/header-slice';
import { renderApp } from '@/test/render-app';

function stubSearchApi() {
  const fetchMock = vi.fn<typeof fetch>(() =>
    Promise.resolve(
      new Response(
        JSON.stringify({
          results: [
            {
              med_name_id: 1,
              name: 'Atorvastatin',
              alternate_name: 'Lipitor',
              slug: 'atorvastatin',
              is_brand: false,
            },
          ],
        }),
        { headers: { 'content-type': 'application/json' } },
      ),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
}

/** A home page and a stand-in drug page, so these tests depend on the search alone. */
const PAGES: RouteObject[] = [
  { index: true, element: <h1>Home</h1> },
  { path: '/:slug', element: <h1>Drug page</h1> },
];

async function openOnPhone() {
  stubSearchApi();
  const app = renderApp('/', { device: DEVICE.mobile, pages: PAGES });
  await screen.findByRole('heading', { name: 'Home' });
  const header = screen.getByRole('banner');
  await userEvent.click(within(header).getByRole('button', { name: 'Search for a medication' }));
  return { ...app, view: screen.getByRole('dialog', { name: 'Medication search' }) };
}

afterEach(() => vi.unstubAllGlobals());

describe('full-screen medication search on phones', () => {
  it('opens from the header icon with the input focused', async () => {
    const { store, view } = await openOnPhone();
    expect(store.getState().header.view).toBe('MEDICATION_SEARCH');
    expect(view.getAttribute('aria-modal')).toBe('true');
    const input = within(view).getByRole('combobox', { name: 'Search for a medication' });
    expect(document.activeElement).toBe(input);
  });

  it('suggests drugs and opens the chosen one, restoring the header', async () => {
    const { store, router, view } = await openOnPhone();
    await userEvent.type(within(view).getByRole('combobox'), 'ator');
    await userEvent.click(await within(view).findByRole('option', { name: /Atorvastatin/ }));
    expect(await screen.findByRole('heading', { name: 'Drug page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/atorvastatin');
    expect(store.getState().header.view).toBe('DEFAULT');
    expect(screen.queryByRole('dialog', { name: 'Medication search' })).toBeNull();
  });

  it('closes with the close button or Escape and restores the previous view', async () => {
    const { store, view } = await openOnPhone();
    await userEvent.type(within(view).getByRole('combobox'), 'at');
    await userEvent.click(within(view).getByRole('button', { name: 'Close search' }));
    expect(store.getState().header.view).toBe('DEFAULT');

    await userEvent.click(screen.getByRole('button', { name: 'Search for a medication' }));
    const input = screen.getByRole('combobox', { name: 'Search for a medication' });
    expect((input as HTMLInputElement).value).toBe('');
    await userEvent.keyboard('{Escape}');
    expect(store.getState().header.view).toBe('DEFAULT');
  });

  it('returns to the view that was showing before it opened', async () => {
    stubSearchApi();
    const { store } = renderApp('/', { device: DEVICE.mobile, pages: PAGES });
    act(() => {
      store.dispatch(viewChanged({ view: 'TAKE_OVER', title: 'Checkout' }));
      store.dispatch(viewChanged({ view: 'MEDICATION_SEARCH' }));
    });
    const view = await screen.findByRole('dialog', { name: 'Medication search' });
    await userEvent.click(within(view).getByRole('button', { name: 'Close search' }));
    expect(store.getState().header).toMatchObject({ view: 'TAKE_OVER', title: 'Checkout' });
  });

  it('keeps Tab inside the view', async () => {
    const { view } = await openOnPhone();
    const input = within(view).getByRole('combobox');
    const close = within(view).getByRole('button', { name: 'Close search' });
    await userEvent.tab();
    expect(document.activeElement).toBe(close);
    await userEvent.tab();
    expect(document.activeElement).toBe(input);
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(close);
  });
});
