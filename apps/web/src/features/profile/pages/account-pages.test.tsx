import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Account } from '@fillwell/contracts';
import { stubApi, wireError, wireResponse } from '@/test/stub-api';
import { createUserResponse, TEST_ACCOUNT } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

// The pages load lazily; give them time on a busy machine.

const ACCOUNT: Account = {
  ...TEST_ACCOUNT,
  firstName: 'José',
  lastName: 'García',
  dob: '1985-03-14',
  gender: 'male',
  mobileNumber: '5551234567',
  smsOptIn: true,
  referralCode: 'FRIEND42',
};

const REFERRAL = {
  referralCode: 'FRIEND42',
  inviteUrl: 'http://localhost/invite/FRIEND42',
  shortInviteUrl: 'http://localhost/i/FRIEND42',
  rewardCents: 1500,
  earnedCents: 0,
  pendingCents: 0,
  friends: [],
};

function stubAccountApi(
  account: Account | null,
  referral: () => Response = () => wireResponse({ result: REFERRAL }),
) {
  return stubApi({
    'GET /api/v2/user': () => wireResponse(createUserResponse(account)),
    'GET /api/v2/user/account/referrals': referral,
    'GET /api/wallet': () => wireResponse({ availableBalance: 1250 }),
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('account area', () => {
  it.each(['/account', '/account/profile', '/account/invite-friends'])(
    'sends a signed-out visitor from %s to sign in and back',
    async (path) => {
      stubAccountApi(null);
      const { router } = renderApp(path);
      await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(new URLSearchParams(router.state.location.search).get('next')).toBe(path);
      expect(router.state.location.search).toBe(`?next=${path}`);
    },
  );

  it('shows the profile and the way to every section on /account', async () => {
    stubAccountApi(ACCOUNT);
    renderApp('/account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account' })).toBeTruthy();
    const profile = screen.getByRole('region', { name: 'Profile' });
    expect(within(profile).getByText('José García')).toBeTruthy();
    expect(within(profile).getByText('3/14/1985')).toBeTruthy();
    expect(within(profile).getByText('Male')).toBeTruthy();
    expect(within(profile).getByText('+1 (555) 123-4567')).toBeTruthy();
    expect(within(profile).getByText('pat@example.com')).toBeTruthy();
    const wallet = screen.getByRole('region', { name: 'Wallet' });
    expect(await within(wallet).findByText('$12.50')).toBeTruthy();
    const sections = screen.getByRole('navigation', { name: 'Account sections' });
    const hrefOf = (name: RegExp) =>
      within(sections).getByRole('link', { name }).getAttribute('href');
    expect(hrefOf(/^Your Medications/)).toBe('/account/medications');
    expect(hrefOf(/^Your Orders & Cancellations/)).toBe('/account/orders');
    expect(hrefOf(/^Invite Friends \(Earn \$15\)/)).toBe('/account/invite-friends');
    expect(hrefOf(/^Profile/)).toBe('/account/profile');
    expect(hrefOf(/^Payment cards/)).toBe('/account/cards');
    expect(hrefOf(/^Addresses/)).toBe('/account/addresses');
    expect(hrefOf(/^Health profile/)).toBe('/account/health-profile');
  });

  it('edits the profile on /account/profile and leads back to /account', async () => {
    stubAccountApi(ACCOUNT);
    const { router } = renderApp('/account/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeTruthy();
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('José');
    expect((screen.getByLabelText('Email') as HTMLInputElement).disabled).toBe(true);
    expect(
      (screen.getByLabelText('Text me about my orders and refills') as HTMLInputElement).checked,
    ).toBe(true);
    await userEvent.click(screen.getByRole('link', { name: 'Back to your account' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/account'));
  });

  it('refreshes the account everywhere once a change is saved', async () => {
    let account = ACCOUNT;
    const calls = stubApi({
      'GET /api/v2/user': () => wireResponse(createUserResponse(account)),
      'PATCH /api/v2/user/account': (call) => {
        const body = call.body as { first_name: string };
        account = { ...account, firstName: body.first_name };
        return wireResponse({ result: account });
      },
    });
    const { router } = renderApp('/account/profile');
    const firstName = await screen.findByLabelText('First name');
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Ana');
    const personal = screen.getByRole('region', { name: 'Personal information' });
    await userEvent.click(within(personal).getByRole('button', { name: 'Save' }));
    expect(await within(personal).findByText('Saved')).toBeTruthy();
    await vi.waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/v2/user').length).toBeGreaterThan(1),
    );
    await router.navigate('/account');
    expect(await screen.findByText('Ana García')).toBeTruthy();
  });

  it('goes one step back when the navigation asked for it', async () => {
    stubAccountApi(ACCOUNT);
    const { router } = renderApp('/account');
    await screen.findByRole('heading', { level: 1, name: 'Your account' });
    await router.navigate('/account/profile', { state: { isBackToPrevious: true } });
    await userEvent.click(await screen.findByRole('button', { name: 'Back to your account' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(router.state.historyAction).toBe('POP');
  });

  it('sends the user to sign in when a page load answers 401', async () => {
    stubAccountApi(ACCOUNT, () => wireError('Please sign in to continue', 401, 'unauthorized'));
    const { router } = renderApp('/account/invite-friends');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?next=/account/invite-friends');
  });

  it('shows the error screen when a page load fails otherwise', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubAccountApi(ACCOUNT, () => wireError('Something went wrong, please try again', 500));
    renderApp('/account/invite-friends');
    expect(
      await screen.findByRole('heading', { name: 'Uh oh! Something went wrong.' }),
    ).toBeTruthy();
  });
});
