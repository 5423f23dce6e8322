import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  confirmPrescriptions,
  createPickupCart,
  stubCheckoutApi,
} from '@/features/checkout/testing/checkout-fixtures';
import { renderApp } from '@/test/render-app';
import { updateFound } from '../app-slice';
import { CHECKOUT_HEADER_TITLE, getCheckoutHeader } from './header/checkout-header-view';
import { DOCTOR_VISIT_SUPPORT_LINE, SUPPORT_HOURS_TEXT } from './help-content';
import { MODAL_REGISTRY } from './modals/modal-registry';
import { modalOpened } from './modals/modal-slice';

afterEach(() => vi.unstubAllGlobals());

const FIRST_LOAD = { timeout: 5_000 };

async function renderNotFound() {
  const result = renderApp('/not-found');
  await screen.findByRole('heading', { name: "Uh oh! We couldn't find this page." }, FIRST_LOAD);
  return result;
}

describe('checkout header variants', () => {
  it.each([
    ['/checkout', 'TAKE_OVER'],
    ['/checkout/verify-rx', 'TAKE_OVER'],
    ['/checkout/subscriptions/basic-info', 'TAKE_OVER'],
    ['/checkout/review-order', 'PURCHASE'],
    ['/checkout/review-order/', 'PURCHASE'],
    ['/checkout/subscriptions/review-order', 'PURCHASE'],
  ])('%s shows the %s header', (path, view) => {
    expect(getCheckoutHeader(path)?.view).toBe(view);
  });

  it.each(['/', '/cart', '/checkout/order-confirmation/ord_1', '/checkoutx', '/subs/cart'])(
    '%s keeps the default header',
    (path) => {
      expect(getCheckoutHeader(path)).toBeNull();
    },
  );

  it('takes the page over on a checkout step, shows only the logo at review, then restores', async () => {
    stubCheckoutApi({ cart: confirmPrescriptions(createPickupCart()) });
    const { router, store } = renderApp('/checkout/verify-rx');
    let header = await screen.findByRole('banner');
    await waitFor(() => expect(store.getState().header.view).toBe('TAKE_OVER'));
    expect(within(header).getByText(CHECKOUT_HEADER_TITLE)).toBeTruthy();
    expect(within(header).getByRole('img', { name: 'Fillwell' })).toBeTruthy();
    expect(within(header).queryAllByRole('link')).toHaveLength(0);
    expect(within(header).queryByRole('button')).toBeNull();

    await act(() => router.navigate('/checkout/review-order'));
    await screen.findByRole('heading', { level: 1, name: 'Order Summary' }, FIRST_LOAD);
    await waitFor(() => expect(store.getState().header.view).toBe('PURCHASE'));
    header = screen.getByRole('banner');
    expect(within(header).getAllByRole('link')).toHaveLength(1);
    expect(within(header).getByRole('link', { name: 'Fillwell home' })).toBeTruthy();
    expect(within(header).queryByText(CHECKOUT_HEADER_TITLE)).toBeNull();

    await act(() => router.navigate('/not-found'));
    await waitFor(() => expect(store.getState().header.view).toBe('DEFAULT'));
    header = screen.getByRole('banner');
    expect(within(header).getByRole('button', { name: 'Open menu' })).toBeTruthy();
  });
});

describe('support lines', () => {
  it('shows the main line and the second line with its own hours in the help view', async () => {
    await renderNotFound();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog');
    await userEvent.click(within(menu).getByRole('button', { name: 'Help' }));
    const help = within(menu).getByRole('region', { name: 'Need help?' });
    expect(SUPPORT_HOURS_TEXT).toEqual([
      'Monday to Friday 8AM-10PM ET',
      'Saturday and Sunday 9AM-7PM ET',
    ]);
    for (const hours of SUPPORT_HOURS_TEXT) expect(within(help).getByText(hours)).toBeTruthy();
    expect(DOCTOR_VISIT_SUPPORT_LINE.hours).toBe('Mon-Fri 9AM-8PM EDT');
    expect(within(help).getByText('Mon-Fri 9AM-8PM EDT')).toBeTruthy();
    expect(
      within(help)
        .getByRole('link', { name: `Call ${DOCTOR_VISIT_SUPPORT_LINE.phone}` })
        .getAttribute('href'),
    ).toBe(DOCTOR_VISIT_SUPPORT_LINE.phoneHref);
  });
});

describe('named modals', () => {
  it('registers consent-information and telemed-restrictions', () => {
    expect(MODAL_REGISTRY['consent-information']).toBeDefined();
    expect(MODAL_REGISTRY['telemed-restrictions']).toBeDefined();
  });

  it('opens telemed-restrictions and consent-information by name', async () => {
    const { store } = await renderNotFound();
    act(() => {
      store.dispatch(modalOpened('telemed-restrictions'));
    });
    let dialog = await screen.findByRole('dialog', { name: 'Telemedicine restrictions' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(store.getState().modal.name).toBeNull());
    act(() => {
      store.dispatch(modalOpened('consent-information'));
    });
    dialog = await screen.findByRole('dialog', { name: 'About this consent' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(store.getState().modal.name).toBeNull());
  });

  it('keeps the update-required modal open when another modal is asked for', async () => {
    const { store } = await renderNotFound();
    act(() => {
      store.dispatch(updateFound('update-required'));
    });
    await screen.findByRole('dialog', { name: 'Update required' });
    act(() => {
      store.dispatch(modalOpened('spanish-help'));
    });
    await waitFor(() => expect(store.getState().modal.name).toBe('update-required'));
    expect(await screen.findByRole('dialog', { name: 'Update required' })).toBeTruthy();
    expect(screen.queryByText('A new version is available')).toBeNull();
  });
});
