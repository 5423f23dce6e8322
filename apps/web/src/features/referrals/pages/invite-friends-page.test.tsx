import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReferralSummary } from '@fillwell/contracts';
import { stubApi, wireError, wireResponse } from '@/test/stub-api';
import { createUserResponse, TEST_ACCOUNT } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

// The page loads lazily; give it time on a busy machine.

const SUMMARY: ReferralSummary = {
  referralCode: 'FRIEND42',
  inviteUrl: 'http://localhost/invite/FRIEND42',
  shortInviteUrl: 'http://localhost/i/FRIEND42',
  rewardCents: 1500,
  earnedCents: 1500,
  pendingCents: 1500,
  friends: [
    {
      name: 'Ann B.',
      joinedOn: '2026-05-03T12:00:00.000Z',
      status: 'earned',
      earnedCents: 1500,
      creditedOn: '2026-05-04T12:00:00.000Z',
    },
    {
      name: 'c•••@example.com',
      joinedOn: '2026-05-05T12:00:00.000Z',
      status: 'joined',
      earnedCents: 0,
      creditedOn: null,
    },
    {
      name: 'Dee',
      joinedOn: '2026-05-06T12:00:00.000Z',
      status: 'reversed',
      earnedCents: 0,
      creditedOn: '2026-05-06T13:00:00.000Z',
    },
  ],
};

function stubReferralApi(summary: () => Response = () => wireResponse({ result: SUMMARY })) {
  return stubApi({
    'GET /api/v2/user': () => wireResponse(createUserResponse(TEST_ACCOUNT)),
    'GET /api/v2/user/account/referrals': summary,
    'GET /api/wallet': () => wireResponse({ availableBalance: 1500 }),
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('/account/invite-friends', () => {
  it('shows the link, copies it, and offers e-mail and text sharing', async () => {
    stubReferralApi();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderApp('/account/invite-friends');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Invite Friends (Earn $15)' }),
    ).toBeTruthy();
    expect(await screen.findByText('FRIEND42')).toBeTruthy();
    expect((screen.getByLabelText('Your invite link') as HTMLInputElement).value).toBe(
      SUMMARY.inviteUrl,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(SUMMARY.inviteUrl);
    expect(await screen.findByText('Link copied')).toBeTruthy();

    const share = screen.getByRole('group', { name: 'Share your invite' });
    const mail = within(share).getByRole('link', { name: 'E-mail' }).getAttribute('href') ?? '';
    expect(mail).toMatch(/^mailto:\?subject=/);
    expect(decodeURIComponent(mail)).toContain(SUMMARY.inviteUrl);
    const sms = within(share).getByRole('link', { name: 'Text message' }).getAttribute('href');
    expect(sms).toMatch(/^sms:\?&body=/);
    expect(decodeURIComponent(sms ?? '')).toContain(SUMMARY.inviteUrl);
    // jsdom has no Web Share API: its button is left out.
    expect(within(share).queryByRole('button', { name: 'More ways to share' })).toBeNull();
  });

  it('offers the device share sheet where the browser has one', async () => {
    stubReferralApi();
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      renderApp('/account/invite-friends');
      await userEvent.click(await screen.findByRole('button', { name: 'More ways to share' }));
      expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: SUMMARY.inviteUrl }));
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });

  it('shows what was earned, what is pending, the wallet and each friend', async () => {
    stubReferralApi();
    renderApp('/account/invite-friends');
    const earned = await screen.findByRole('region', { name: "What you've earned" });
    expect(within(earned).getByText('Earned').nextElementSibling?.textContent).toBe('$15.00');
    expect(within(earned).getByText('Pending').nextElementSibling?.textContent).toBe('$15.00');
    expect(await within(earned).findByText('$15.00', { selector: '[aria-busy]' })).toBeTruthy();

    const friends = screen.getByRole('region', { name: 'Friends who joined' });
    const rows = within(friends).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Ann B. joined May 3, 2026You earned $15.00',
      'c•••@example.com joined May 5, 2026Joined: $15.00 when their first order is paid',
      'Dee joined May 6, 2026Order refunded: reward taken back',
    ]);
  });

  it('says when nobody has joined yet', async () => {
    stubReferralApi(() =>
      wireResponse({ result: { ...SUMMARY, earnedCents: 0, pendingCents: 0, friends: [] } }),
    );
    renderApp('/account/invite-friends');
    expect(await screen.findByText(/No one has joined with your link yet/)).toBeTruthy();
    const earned = screen.getByRole('region', { name: "What you've earned" });
    expect(within(earned).getByText('Earned').nextElementSibling?.textContent).toBe('$0.00');
  });

  it('sends the user to sign in when the summary answers 401', async () => {
    stubReferralApi(() => wireError('Please sign in to continue', 401, 'unauthorized'));
    const { router } = renderApp('/account/invite-friends');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?next=/account/invite-friends');
  });
});
