import { screen, within } from '@testing-library/react';
import { createUserResponse, TEST_ACCOUNT } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { stubApi, wireResponse } from '@/test/stub-api';
import { getShellKind } from './shell-choice';

const CLINICIAN = { ...TEST_ACCOUNT, type: 'clinician' as const, email: 'doc@example.com' };

function stubClinicianApi() {
  stubApi({
    'GET /api/v2/user': () => wireResponse(createUserResponse(CLINICIAN)),
    'GET /api/v2/clinician/visits': () => wireResponse({ result: [] }),
    'GET /api/v2/cart': () => wireResponse({ items: [] }),
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('shell choice', () => {
  it.each([
    ['/clinician', 'staff'],
    ['/clinician/visits/42', 'staff'],
    ['/clinicians', 'consumer'],
    ['/', 'consumer'],
    ['/account/consultations', 'consumer'],
    ['/visit/42', 'consumer'],
    ['/m/legal/terms-of-use', 'in-app'],
  ])('%s is framed by the %s shell', (path, kind) => expect(getShellKind(path)).toBe(kind));
});

describe('the staff shell', () => {
  it('frames the clinician console with no consumer banner, cart, search or marketing', async () => {
    stubClinicianApi();
    renderApp('/clinician');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Visits awaiting review' }),
    ).toBeTruthy();
    const header = screen.getByRole('banner');
    expect(within(header).getByText('Clinician console')).toBeTruthy();
    expect(within(header).getByRole('link', { name: 'Sign out' }).getAttribute('href')).toBe(
      '/logout',
    );
    expect(within(header).queryByRole('search')).toBeNull();
    expect(within(header).queryByRole('link', { name: /Cart/ })).toBeNull();
    expect(within(header).queryByRole('button', { name: 'Open menu' })).toBeNull();
    expect(screen.queryByRole('complementary', { name: 'Welcome offer' })).toBeNull();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).queryAllByRole('link')).toHaveLength(0);
    expect(document.body.textContent).not.toMatch(/welcome offer|not insurance|\$15 off/i);
  });

  it('keeps the staff header off consumer pages, even for a signed-in clinician', async () => {
    stubClinicianApi();
    renderApp('/not-found');
    await screen.findByRole('heading', { name: "Uh oh! We couldn't find this page." });
    expect(screen.queryByText('Clinician console')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Clinician console' })).toBeNull();
    expect(screen.getByRole('complementary', { name: 'Welcome offer' })).toBeTruthy();
  });
});
