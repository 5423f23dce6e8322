import { screen, within } from '@testing-library/react';
import { DEVICE } from '@fillwell/domain';
import { createUserResponse } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { stubApi, wireResponse } from '@/test/stub-api';
import { isQuicksavePath } from './quicksave-header';

afterEach(() => vi.unstubAllGlobals());

beforeEach(() => {
  stubApi({
    'GET /api/v2/user': () => wireResponse(createUserResponse(null)),
    'GET /api/v2/user/location': () => wireResponse({ result: null }),
  });
});

describe('the quicksave header', () => {
  it('covers the quicksave landing and signup paths only', () => {
    for (const path of ['/quicksave', '/quicksave10', '/quicksave20/', '/quicksave/otp/register']) {
      expect(isQuicksavePath(path)).toBe(true);
    }
    for (const path of ['/quicksaver', '/quicksave30', '/qs/AB12', '/account/discount-card']) {
      expect(isQuicksavePath(path)).toBe(false);
    }
  });

  it('is simplified on a phone: logo, call and sign-in; no menu, search or Español', async () => {
    renderApp('/quicksave', { device: DEVICE.mobile });
    await screen.findByRole('heading', { level: 1 });
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Fillwell home' })).toBeTruthy();
    expect(
      within(header)
        .getByRole('link', { name: 'Call Fillwell at (855) 345-5935' })
        .getAttribute('href'),
    ).toBe('tel:+18553455935');
    expect(within(header).getByRole('link', { name: 'Sign In' })).toBeTruthy();
    expect(within(header).queryByRole('button', { name: 'Open menu' })).toBeNull();
    expect(within(header).queryByRole('button', { name: 'Search for a medication' })).toBeNull();
    expect(within(header).queryByText('Español')).toBeNull();
  });

  it('is the default header on a desktop, and elsewhere on a phone', async () => {
    const desktop = renderApp('/quicksave', { device: DEVICE.desktop });
    await screen.findByRole('heading', { level: 1 });
    expect(
      within(screen.getByRole('banner')).getByRole('button', { name: 'Open menu' }),
    ).toBeTruthy();
    desktop.unmount();
    renderApp('/not-found', { device: DEVICE.mobile });
    await screen.findByRole('heading', { level: 1 });
    expect(
      within(screen.getByRole('banner')).getByRole('button', { name: 'Open menu' }),
    ).toBeTruthy();
  });
});
