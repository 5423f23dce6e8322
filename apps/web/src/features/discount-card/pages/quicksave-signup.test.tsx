import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Account } from '@fillwell/contracts';
import { accountApi } from '@/features/account';
import { createUserResponse, TEST_ACCOUNT } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { stubApi, wireResponse, type ApiCall } from '@/test/stub-api';
import { createCardResponse, createSavings } from '../testing/card-fixtures';

const PHONE_ACCOUNT: Account = {
  ...TEST_ACCOUNT,
  email: null,
  type: 'sms_otp',
  mobileNumber: '13145550123',
};

function wireCodedError(
  status: number,
  code: string,
  message: string,
  errorDetails: unknown = null,
) {
  return wireResponse({ message, code, status, validationErrors: {}, errorDetails }, status);
}

/** A small server: the phone code signs in; the card exists once signup or access made it. */
function stubCardServer(extra: Record<string, (call: ApiCall) => Response> = {}) {
  const server = { account: null as Account | null, hasCard: false };
  const issue = () => {
    server.hasCard = true;
    server.account = { ...PHONE_ACCOUNT, isMagicVerified: true };
    return wireResponse(createCardResponse());
  };
  const defaults: Record<string, (call: ApiCall) => Response> = {
    'GET /api/v2/user': () => wireResponse(createUserResponse(server.account)),
    'GET /api/v2/user/location': () => wireResponse({ result: null }),
    'POST /api/v2/user/account/otp/(register|login)/send': () => wireResponse({ token: 'tid_1' }),
    'POST /api/v2/user/account/otp/(register|login)/verify': () => {
      server.account = server.account ?? PHONE_ACCOUNT;
      return wireResponse(createUserResponse(server.account));
    },
    'POST /api/v2/user/account/magic_card/signup': issue,
    'POST /api/v2/user/account/magic_card/access': issue,
    'POST /api/v2/user/account/magic_card/coupon': () =>
      wireResponse(
        createCardResponse({
          magicCoupon: {
            name: 'QUICKSAVE20',
            firstName: null,
            discount: { amountCents: 2000, displayValue: '$20.00' },
          },
        }),
      ),
    'GET /api/v2/user/account/magic_card': () =>
      server.hasCard
        ? wireResponse(createCardResponse())
        : wireCodedError(404, 'no_card', 'You do not have a Fillwell discount card yet.'),
    'GET /api/v2/user/account/magic_card/savings': () => wireResponse(createSavings()),
  };
  // The stub answers with the first route that matches: the test's own routes go first.
  const calls = stubApi({ ...extra, ...omitKeys(defaults, Object.keys(extra)) });
  return { server, calls };
}

function omitKeys<T>(record: Record<string, T>, keys: string[]): Record<string, T> {
  return Object.fromEntries(Object.entries(record).filter(([key]) => !keys.includes(key)));
}

function findCall(calls: ApiCall[], method: string, path: string) {
  return calls.find((call) => call.method === method && call.path === `/api/${path}`);
}

async function sendCode(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Mobile number'), '3145550123');
  await user.click(screen.getByRole('button', { name: 'Text me a code' }));
  return screen.findByLabelText('6-digit code');
}

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('quicksave signup', () => {
  it('explains the card, then number → code → card, holding the /quicksave20 offer', async () => {
    const { calls } = stubCardServer();
    const user = userEvent.setup();
    const { router } = renderApp('/quicksave20');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Get your free Fillwell discount card',
      }),
    ).toBeTruthy();
    expect(screen.getByText(/includes \$20\.00 off your next Fillwell order/)).toBeTruthy();
    for (const fact of ['Free', 'Not insurance', 'Accepted at pharmacies in its network']) {
      expect(screen.getByText(fact)).toBeTruthy();
    }
    expect(screen.getByText('The quick save price')).toBeTruthy();

    const codeField = await sendCode(user);
    expect(router.state.location.pathname).toBe('/quicksave/otp/register');
    expect(findCall(calls, 'POST', 'v2/user/account/otp/register/send')?.body).toEqual({
      mobile_number: '3145550123',
    });
    await user.type(codeField, '123456');
    await user.click(screen.getByRole('button', { name: 'Get my card' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/account/discount-card'));
    expect(findCall(calls, 'POST', 'v2/user/account/otp/register/verify')?.body).toEqual({
      otp_code: '123456',
      tid: 'tid_1',
      match_code: null,
      mobile_number: '+13145550123',
    });
    expect(findCall(calls, 'POST', 'v2/user/account/magic_card/signup')?.body).toEqual({
      coupon_name: 'QUICKSAVE20',
    });
    // The signup answer holds no coupon, so the offer is held by the coupon call.
    expect(findCall(calls, 'POST', 'v2/user/account/magic_card/coupon')?.body).toEqual({
      coupon_name: 'QUICKSAVE20',
    });
    const card = await screen.findByRole('region', { name: 'Fillwell Discount Card' });
    expect(within(card).getByText('FW12 3456 7890 128')).toBeTruthy();
    expect(within(card).getByText('610999')).toBeTruthy();
    expect(within(card).getByText('FWPCN')).toBeTruthy();
    expect(within(card).getByText('FWGRP1')).toBeTruthy();
    expect(screen.getByText(/is ready\. Show it at the pharmacy counter/)).toBeTruthy();
    expect(await screen.findByText('You saved $0.00 this year')).toBeTruthy();
  });

  it('honours a match code: access, and a 409 (a card already held) logged, then match', async () => {
    const { calls, server } = stubCardServer({
      'POST /api/v2/user/account/magic_card/access': () =>
        wireCodedError(409, 'card_exists', 'You already have a Fillwell discount card.'),
      'PATCH /api/v2/user/account/magic_card/match': () => {
        server.hasCard = true;
        server.account = { ...PHONE_ACCOUNT, isMagicVerified: true };
        return wireResponse(createCardResponse());
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/quicksave?match_code=ab12cd');
    expect(
      await screen.findByText('Your invitation is applied when your card is issued.'),
    ).toBeTruthy();
    await user.type(await sendCode(user), '123456');
    await user.click(screen.getByRole('button', { name: 'Get my card' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/discount-card'));

    expect(findCall(calls, 'POST', 'v2/user/account/magic_card/access')?.body).toEqual({
      match_code: 'AB12CD',
    });
    expect(findCall(calls, 'PATCH', 'v2/user/account/magic_card/match')?.body).toEqual({
      match_code: 'AB12CD',
    });
    expect(findCall(calls, 'POST', 'v2/user/account/magic_card/signup')).toBeUndefined();
    expect(console.info).toHaveBeenCalledWith(expect.stringContaining('409 ignored'));
    expect(screen.queryByText('You already have a Fillwell discount card.')).toBeNull();
    const card = await screen.findByRole('region', { name: 'Fillwell Discount Card' });
    expect(within(card).getByText('FW12 3456 7890 128')).toBeTruthy();
  });

  it("shows the server's message for a wrong code, and resends a code", async () => {
    const { calls } = stubCardServer({
      'POST /api/v2/user/account/otp/register/verify': () =>
        wireCodedError(
          400,
          'otp_invalid',
          'That code is not correct. Please check it and try again.',
          {
            errorName: 'otp_invalid',
            showModal: false,
          },
        ),
    });
    const user = userEvent.setup();
    renderApp('/quicksave');
    await user.type(await sendCode(user), '000000');
    await user.click(screen.getByRole('button', { name: 'Get my card' }));
    expect(
      await screen.findByText('That code is not correct. Please check it and try again.'),
    ).toBeTruthy();
    expect(console.info).toHaveBeenCalledWith('OTP error: otp_invalid');
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('We sent a new code to +1 (314) 555-0123.')).toBeTruthy();
    const sends = calls.filter((call) => call.path.endsWith('/otp/register/send'));
    expect(sends).toHaveLength(2);
  });

  it('opens the otp-error modal when the server asks, and starts again from the link', async () => {
    stubCardServer({
      'POST /api/v2/user/account/otp/register/verify': () =>
        wireCodedError(429, 'otp_attempts_exceeded', 'Too many wrong codes.', {
          errorName: 'otp_attempts_exceeded',
          showModal: true,
        }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/quicksave10?match_code=ZZ99');
    await user.type(await sendCode(user), '000000');
    await user.click(screen.getByRole('button', { name: 'Get my card' }));
    const dialog = await screen.findByRole('dialog', { name: "That code can't be used" });
    await user.click(within(dialog).getByRole('button', { name: 'Get a new code' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quicksave10'));
    expect(router.state.location.search).toBe('?match_code=ZZ99');
  });

  it('sends the register screen without a pending code back to /quicksave', async () => {
    stubCardServer();
    const { router } = renderApp('/quicksave/otp/register');
    await waitFor(() => expect(router.state.location.pathname).toBe('/quicksave'));
  });

  it('validates the mobile number with the spec text and sends nothing', async () => {
    const { calls } = stubCardServer();
    const user = userEvent.setup();
    renderApp('/quicksave');
    const mobile = (await screen.findByLabelText('Mobile number')) as HTMLInputElement;
    expect(mobile.placeholder).toBe('+1 (___) ___-____');
    await user.type(mobile, '31455');
    await user.click(screen.getByRole('button', { name: 'Text me a code' }));
    expect(await screen.findByText('Please enter a valid phone number')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });
});

describe('/quicksave/verify', () => {
  it('signs a card holder in with a login code and goes to /account', async () => {
    const { calls } = stubCardServer();
    const user = userEvent.setup();
    const { router, store } = renderApp('/quicksave/verify');
    void store.dispatch(accountApi.endpoints.getUser.initiate());
    await user.type(await sendCode(user), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(findCall(calls, 'POST', 'v2/user/account/otp/login/verify')).toBeTruthy();
  });
});
