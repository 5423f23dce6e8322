import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEVICE } from '@fillwell/domain';
import { renderApp } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

describe('/app', () => {
  it('says what the app does and that its link is texted, with the form', async () => {
    renderApp('/app');
    expect(await screen.findByRole('heading', { level: 1, name: 'The Fillwell app' })).toBeTruthy();
    for (const name of [
      'Your discount card in your pocket',
      'Prices wherever you are',
      'Order tracking',
      'Refills',
    ]) {
      expect(screen.getByText(name)).toBeTruthy();
    }
    const getApp = screen.getByRole('region', { name: 'Get the app' });
    expect(getApp.textContent).toContain('we text you the link');
    expect(await within(getApp).findByRole('button', { name: 'Text me the app' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Install the Fillwell app' })).toBeNull();
  });

  it("offers the browser's install prompt once, when the browser makes it", async () => {
    renderApp('/app', { device: DEVICE.mobile });
    await screen.findByRole('heading', { level: 1, name: 'The Fillwell app' });
    const prompt = vi.fn(async () => undefined);
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt });
    act(() => {
      window.dispatchEvent(offer);
    });
    expect(offer.defaultPrevented).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Install the Fillwell app' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Install the Fillwell app' })).toBeNull();
  });
});

describe('/mobile', () => {
  it("is the phone's way in: a price search and links to each task", async () => {
    renderApp('/mobile', { device: DEVICE.mobile });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fillwell on your phone' }),
    ).toBeTruthy();
    expect(screen.getByRole('search', { name: 'Find a medication price' })).toBeTruthy();
    const tasks = screen.getByRole('navigation', { name: 'What would you like to do?' });
    const hrefs = within(tasks)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/quicksave',
      '/account/medications',
      '/account/orders',
      '/account',
      '/app',
    ]);
  });
});

describe('/mobile/unavailable', () => {
  it('explains, and links to the main pages and to help', async () => {
    renderApp('/mobile/unavailable', { device: DEVICE.mobile });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Not available on the mobile site' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe(
      '/',
    );
    const help = screen.getByRole('region', { name: 'Need help?' });
    expect(
      within(help).getByRole('link', { name: 'Call (855) 345-5935' }).getAttribute('href'),
    ).toBe('tel:+18553455935');
    expect(
      within(help).getByRole('link', { name: 'Email help@fillwell.com' }).getAttribute('href'),
    ).toBe('mailto:help@fillwell.com');
  });
});
