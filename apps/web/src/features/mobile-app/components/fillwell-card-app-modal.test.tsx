import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { modalOpened, selectOpenModal } from '@/app/shell/modals/modal-slice';
import { renderApp } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

describe('the fillwell-card-app modal', () => {
  it('opens by name from the shell with the texted link form and a link to /app', async () => {
    const { store, router } = renderApp('/not-found');
    act(() => {
      store.dispatch(modalOpened('fillwell-card-app'));
    });
    const dialog = await screen.findByRole('dialog', {
      name: 'Keep your Fillwell card on your phone',
    });
    expect(dialog.textContent).toContain(
      'The Fillwell app keeps your discount card on your phone, ready for the pharmacy counter.',
    );
    expect(within(dialog).getByLabelText('Mobile number')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Text me the app' })).toBeTruthy();

    await userEvent.click(
      within(dialog).getByRole('link', { name: 'More about the Fillwell app' }),
    );
    // The page is a lazy route: the location changes once its module has loaded.
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
    expect(selectOpenModal(store.getState())).toBeNull();
  });

  it('closes from its close control', async () => {
    const { store } = renderApp('/not-found');
    act(() => {
      store.dispatch(modalOpened('fillwell-card-app'));
    });
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(selectOpenModal(store.getState())).toBeNull();
  });
});
