import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEVICE } from '@fillwell/domain';
import { accountApi } from '@/features/account';
import { createAppStore } from '@/app/store';
import { createUserResponse, TEST_ACCOUNT } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { statusChanged } from '../app-slice';
import { formatCartTitle } from './header/cart-title';
import { viewChanged } from './header/header-slice';

function createSignedInStore(orderCount = 0) {
  const { store } = createAppStore({ storage: null, device: DEVICE.desktop });
  store.dispatch(
    accountApi.util.upsertQueryData(
      'getUser',
      undefined,
      createUserResponse({ ...TEST_ACCOUNT, orderCount }),
    ),
  );
  return store;
}

async function renderShell(options: Parameters<typeof renderApp>[1] = {}) {
  const result = renderApp('/not-found', options);
  await screen.findByRole('heading', { name: "Uh oh! We couldn't find this page." });
  return result;
}

describe('header', () => {
  it('shows the visitor header on desktop: logo, labelled search, help, Sign In, no cart', async () => {
    await renderShell();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Fillwell home' }).getAttribute('href')).toBe(
      '/',
    );
    expect(within(header).getByLabelText('Search for a medication')).toBeTruthy();
    const help = within(header).getByRole('link', { name: /Help/ });
    expect(help.getAttribute('target')).toBe('_blank');
    expect(within(header).getByText('See more FAQs')).toBeTruthy();
    expect(
      within(header)
        .getByRole('link', { name: /Call us/ })
        .getAttribute('href'),
    ).toMatch(/^tel:/);
    expect(
      within(header)
        .getByRole('link', { name: /Email us/ })
        .getAttribute('href'),
    ).toMatch(/^mailto:/);
    expect(within(header).getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe(
      '/login',
    );
    expect(within(header).queryByRole('link', { name: /Cart/ })).toBeNull();
    expect(within(header).getByRole('img', { name: 'Fillwell' }).getAttribute('width')).toBe('220');
  });

  it('hides the search box and help on mobile, and opens search from the icon', async () => {
    const { store } = await renderShell({ device: DEVICE.mobile });
    const header = screen.getByRole('banner');
    expect(within(header).queryByRole('search')).toBeNull();
    expect(within(header).queryByRole('link', { name: /Help/ })).toBeNull();
    expect(within(header).getByRole('img', { name: 'Fillwell' }).getAttribute('width')).toBe('150');
    await userEvent.click(within(header).getByRole('button', { name: 'Search for a medication' }));
    expect(store.getState().header.view).toBe('MEDICATION_SEARCH');
    expect(within(header).getByRole('search')).toBeTruthy();
    await userEvent.click(within(header).getByRole('button', { name: 'Close search' }));
    expect(store.getState().header.view).toBe('DEFAULT');
  });

  it('shows Account with its dropdown and the cart for a signed-in user', async () => {
    await renderShell({ store: createSignedInStore() });
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Account' }).getAttribute('href')).toBe(
      '/account',
    );
    const expected = [
      ['Your Medications', '/account/medications'],
      ['Your Orders & Cancellations', '/account/orders'],
      ['Go to your account', '/account'],
      ['Sign out', '/logout'],
    ];
    for (const [name, href] of expected) {
      expect(within(header).getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
    expect(
      within(header).getByRole('link', { name: 'Cart: 0 medications in your cart' }),
    ).toBeTruthy();
    expect(within(header).getByRole('link', { name: 'View Cart' }).getAttribute('href')).toBe(
      '/cart',
    );
    expect(within(header).queryByRole('link', { name: 'Secure Checkout' })).toBeNull();
  });

  it('shows only the brand in the take-over and only the logo in the purchase variant', async () => {
    const { store } = await renderShell();
    act(() => {
      store.dispatch(viewChanged({ view: 'TAKE_OVER', title: 'Checkout' }));
    });
    let header = screen.getByRole('banner');
    expect(within(header).queryAllByRole('link')).toHaveLength(0);
    expect(within(header).getByRole('img', { name: 'Fillwell' })).toBeTruthy();
    act(() => {
      store.dispatch(viewChanged({ view: 'PURCHASE' }));
    });
    header = screen.getByRole('banner');
    expect(within(header).getAllByRole('link')).toHaveLength(1);
    expect(within(header).queryByRole('search')).toBeNull();
  });

  it('words the cart title in the singular for one item', () => {
    expect(formatCartTitle(0)).toBe('0 medications in your cart');
    expect(formatCartTitle(1)).toBe('1 medication in your cart');
    expect(formatCartTitle(3)).toBe('3 medications in your cart');
  });
});

describe('footer', () => {
  const FOOTER_PATHS = [
    '/about-us',
    '/careers',
    '/in-the-press',
    '/testimonials',
    '/',
    '/fillwell-pharmacy-plus',
    '/quicksave',
    '/home-delivery',
    '/online-rx',
    '/participating-pharmacies',
    '/price-match-guarantee',
    '/blog',
    '/doctors',
    '/pharmacists',
    '/medications',
    '/how-fillwell-works',
    '/contact-us',
    '/legal/disclaimers',
    '/legal/privacy-policy',
    '/legal/terms-of-use',
    '/legal/hipaa-privacy-notice',
    '/atorvastatin',
    '/lisinopril',
    '/amlodipine',
    '/metformin',
    '/levothyroxine',
    '/omeprazole',
    '/sertraline',
    '/sildenafil',
  ];

  it('has exactly the listed links and the statement', async () => {
    await renderShell();
    const footer = screen.getByRole('contentinfo');
    const hrefs = within(footer)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect([...hrefs].sort()).toEqual([...FOOTER_PATHS].sort());
    expect(footer.textContent).toContain(
      'Fillwell is not insurance. Fillwell is operated by a separate discount plan organization.',
    );
  });

  it('keeps only legal links and badges on checkout paths', async () => {
    renderApp('/checkout/payment-info');
    const footer = await screen.findByRole('contentinfo');
    const hrefs = within(footer)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs.every((href) => href?.startsWith('/legal/'))).toBe(true);
    expect(within(footer).getByText('Encrypted connection')).toBeTruthy();
  });

  it('asks before leaving Pharmacy Plus for the main site', async () => {
    renderApp('/order-service');
    const footer = await screen.findByRole('contentinfo');
    await userEvent.click(within(footer).getByRole('button', { name: 'Go to main site' }));
    const dialog = await screen.findByRole('dialog', { name: 'Go to main site' });
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('side menu', () => {
  it('offers Sign In and Create Account to visitors, with help and FAQ views', async () => {
    await renderShell();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog');
    expect(within(menu).getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
    expect(within(menu).getByRole('link', { name: 'Create Account' }).getAttribute('href')).toBe(
      '/signup',
    );
    expect(within(menu).queryByText('Sign Out')).toBeNull();
    await userEvent.click(within(menu).getByRole('button', { name: 'FAQ' }));
    expect(within(menu).getByRole('heading', { name: 'Frequently asked questions' })).toBeTruthy();
    await userEvent.click(within(menu).getByRole('button', { name: 'Back to menu' }));
    await userEvent.click(within(menu).getByRole('button', { name: 'Help' }));
    expect(within(menu).getByRole('heading', { name: 'Help' })).toBeTruthy();
  });

  it('offers Sign Out and the invite reward to signed-in users', async () => {
    await renderShell({ store: createSignedInStore() });
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog');
    expect(within(menu).getByRole('link', { name: 'Sign Out' })).toBeTruthy();
    expect(
      within(menu).getByRole('link', { name: 'Invite Friends (Earn $15)' }).getAttribute('href'),
    ).toBe('/account/invite-friends');
    expect(within(menu).queryByRole('link', { name: 'Sign In' })).toBeNull();
  });

  it('opens the Spanish help modal', async () => {
    await renderShell();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog');
    await userEvent.click(within(menu).getByRole('button', { name: 'Ayuda en español' }));
    expect(await screen.findByRole('dialog', { name: 'Ayuda en español' })).toBeTruthy();
  });
});

describe('banners', () => {
  it('shows the welcome offer until the account has orders', async () => {
    await renderShell();
    expect(screen.getByRole('complementary', { name: 'Welcome offer' }).textContent).toContain(
      '$15 off your first fill and $5 off your first order, applied automatically at checkout.',
    );
  });

  it('hides the welcome offer for an account with orders', async () => {
    await renderShell({ store: createSignedInStore(2) });
    expect(screen.queryByRole('complementary', { name: 'Welcome offer' })).toBeNull();
  });

  it('announces an available update with a Refresh button', async () => {
    const { store } = await renderShell();
    act(() => {
      store.dispatch(statusChanged('update-available'));
    });
    expect(screen.getByText('A new version is available')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
  });

  it('blocks the page with no close control when an update is required', async () => {
    const { store } = await renderShell();
    act(() => {
      store.dispatch(statusChanged('update-required'));
    });
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(
      "There's a new version of our website, Please refresh to continue",
    );
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(store.getState().modal.name).toBe('update-required');
  });
});

describe('path tracking', () => {
  it('records the current and previous path on navigation', async () => {
    const { router, store } = await renderShell();
    await act(() => router.navigate('/rxsave', { state: { isBackToPrevious: true } }));
    expect(store.getState().header).toMatchObject({
      previousPath: '/not-found',
      currentPath: '/rxsave',
      currentPathState: { isBackToPrevious: true },
    });
  });
});
