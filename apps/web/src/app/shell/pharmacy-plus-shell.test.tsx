import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountApi } from '@/features/account';
import { createUserResponse, TEST_ACCOUNT } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { stubApi, wireResponse } from '@/test/stub-api';
import { isReverieRedirected } from './reverie-redirect';
import { getShellKind } from './shell-choice';
import { getStaffConsole } from './staff/staff-consoles';

afterEach(() => vi.unstubAllGlobals());

describe('Pharmacy Plus patients on onboarding pages', () => {
  it.each(['/login', '/signup', '/quicksave', '/quicksave/verify', '/order-service'])(
    '%s sends them to their area',
    (path) => expect(isReverieRedirected(path, '')).toBe(true),
  );

  it.each(['/', '/account', '/order-service/account', '/atorvastatin'])('%s does not', (path) =>
    expect(isReverieRedirected(path, '')).toBe(false),
  );

  it('keeps a pharmacy link, which may be for someone else', () => {
    expect(isReverieRedirected('/order-service', '?exit_token=a.b')).toBe(false);
  });

  it('sends a signed-in patient from /signup to /order-service/account', async () => {
    stubApi({
      'GET /api/v2/user': () =>
        wireResponse(createUserResponse({ ...TEST_ACCOUNT, isReverieUser: true })),
      'GET /api/reverie/api/v2/patients/prescriptions/': () =>
        wireResponse({ patient: null, prescriptions: [] }),
    });
    const { router, store } = renderApp('/signup');
    // As start-up does: the account summary.
    void store.dispatch(accountApi.endpoints.getUser.initiate());
    await screen.findByText(/not yet joined to a pharmacy/);
    expect(router.state.location.pathname).toBe('/order-service/account');
  });
});

describe('the Pharmacy Plus side menu', () => {
  it('offers its own links, Start a chat and the way to the main site', async () => {
    stubApi({ 'GET /api/v2/user': () => wireResponse(createUserResponse(null)) });
    renderApp('/order-service');
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog');
    expect(within(menu).getByRole('navigation', { name: 'Pharmacy Plus menu' })).toBeTruthy();
    expect(within(menu).getByRole('link', { name: 'Start a chat' }).getAttribute('href')).toBe(
      '/order-service/account?chat=start',
    );
    await userEvent.click(within(menu).getByRole('button', { name: 'Go to main site' }));
    const leave = await screen.findByRole('dialog', { name: 'Go to main site' });
    expect(within(leave).getByRole('button', { name: 'Continue' })).toBeTruthy();
    expect(within(leave).getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('offers no chat on the main site to other visitors', async () => {
    stubApi({ 'GET /api/v2/user': () => wireResponse(createUserResponse(null)) });
    renderApp('/not-found');
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog');
    expect(within(menu).queryByRole('link', { name: 'Start a chat' })).toBeNull();
    expect(within(menu).getByRole('link', { name: 'Submit a request' })).toBeTruthy();
  });
});

describe('the partner console', () => {
  it('is framed by the staff shell under its own name', () => {
    expect(getShellKind('/partner')).toBe('staff');
    expect(getShellKind('/partner/orders/1')).toBe('staff');
    expect(getShellKind('/partners')).toBe('consumer');
    expect(getStaffConsole('/partner/surveys').name).toBe('Pharmacy Plus console');
    expect(getStaffConsole('/clinician').name).toBe('Clinician console');
  });

  it('tells someone who is not partner staff that it is not theirs', async () => {
    stubApi({
      'GET /api/v2/user': () => wireResponse(createUserResponse(TEST_ACCOUNT)),
      'GET /api/v2/partner/me': () =>
        wireResponse(
          {
            message: 'Only staff of a partner pharmacy can use the pharmacy console.',
            code: 'forbidden',
            status: 403,
            validationErrors: {},
            errorDetails: null,
          },
          403,
        ),
    });
    renderApp('/partner');
    expect(
      await screen.findByText('Only staff of a partner pharmacy can use the pharmacy console.'),
    ).toBeTruthy();
    expect(within(screen.getByRole('banner')).getByText('Pharmacy Plus console')).toBeTruthy();
    expect(screen.queryByRole('complementary', { name: 'Welcome offer' })).toBeNull();
  });
});
