import { screen, waitFor } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { CAMPAIGN_PATHS } from '@fillwell/domain';
import { renderApp } from '@/test/render-app';
import { createRoutes, PAGE_ROUTES } from './router';

afterEach(() => vi.unstubAllGlobals());

function matchedPaths(pathname: string): string[] {
  return (matchRoutes(createRoutes(), pathname) ?? []).map((match) => match.route.path ?? '');
}

describe('route table', () => {
  it('renders the home page at /', async () => {
    renderApp('/');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'The lowest price for your prescription, with or without insurance',
      }),
    ).toBeTruthy();
  });

  it.each([
    '/not-found',
    '/pharmacy-confirmation/extra',
    '/checkout/not-a-step',
    '/legal/nope',
    '/blog',
    '/a/b/c',
  ])('shows the not-found screen at %s, where no screen or medication exists', async (path) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { message: 'Medication not found', code: 'not_found', status: 404 },
          { status: 404 },
        ),
      ),
    );
    renderApp(path);
    expect(
      await screen.findByRole('heading', { name: "Uh oh! We couldn't find this page." }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe(
      '/',
    );
  });

  it('does not register the executive-team pages while their flag is off', () => {
    for (const path of ['/executive-team', '/executive-team/jane-doe']) {
      const matched = matchedPaths(path);
      expect(matched.some((route) => route.includes('executive'))).toBe(false);
      expect(matched.at(-1)).toBe('/:slug/*');
    }
  });

  it.each(CAMPAIGN_PATHS)('shows the one gateway page at %s', (path) => {
    const pages = matchRoutes(PAGE_ROUTES, path) ?? [];
    expect(pages).toHaveLength(1);
    expect(pages[0]?.route.lazy).toBe((matchRoutes(PAGE_ROUTES, '/save') ?? [])[0]?.route.lazy);
  });

  it('renders the gateway page on a campaign path', async () => {
    renderApp('/rxsave');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pay less for your next prescription' }),
    ).toBeTruthy();
  });

  it('follows a redirect to its target, keeping other params', async () => {
    const { router } = renderApp('/i/FRIEND15?utm_source=mail');
    expect(
      await screen.findByRole('heading', { level: 1, name: "You've been invited to Fillwell" }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/invite/FRIEND15');
    expect(router.state.location.search).toBe('?utm_source=mail');
    expect(screen.getByText('FRIEND15')).toBeTruthy();
  });

  it('shows the error screen and logs when a lazy page fails to load', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new Error('Failed to fetch dynamically imported module');
    renderApp('/broken', {
      pages: [{ path: '/broken', lazy: () => Promise.reject(failure) }],
    });
    expect(
      await screen.findByRole('heading', { name: 'Uh oh! Something went wrong.' }),
    ).toBeTruthy();
    // The error is logged from an effect, which may run just after the screen first paints.
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith(failure));
    expect(screen.getByRole('banner')).toBeTruthy();
    consoleError.mockRestore();
  });
});
