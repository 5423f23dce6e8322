import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountApi } from '@/features/account';
import { createUserResponse } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { stubApi, wireError, wireResponse } from '@/test/stub-api';
import { PATIENT, PHARMACY } from '../testing/pharmacy-plus-fixtures';
import { REVERIE_ACCOUNT } from '../testing/stub-pharmacy-plus-api';

afterEach(() => vi.unstubAllGlobals());

const EXIT_TOKEN = 'tok_1.secret';

function stubSignedOut(routes: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /api/v2/user': () => wireResponse(createUserResponse(null)),
    ...routes,
  });
}

describe('the Pharmacy Plus page', () => {
  it.each(['/order-service', '/fillwell-pharmacy-plus', '/plus-meds'])(
    '%s is the one Pharmacy Plus page, in the partner shell',
    async (path) => {
      stubSignedOut();
      renderApp(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Fillwell Pharmacy Plus' }),
      ).toBeTruthy();
      expect(screen.getByRole('form', { name: 'Verify your details' })).toBeTruthy();
      const footer = screen.getByRole('contentinfo');
      expect(within(footer).getByRole('button', { name: 'Go to main site' })).toBeTruthy();
    },
  );

  it('welcomes a friend invited by a patient, naming who invited them and the pharmacy', async () => {
    const calls = stubSignedOut({
      'PUT /api/reverie/api/patient/organic_referrals/': () =>
        wireResponse({ pharmacy: PHARMACY, referrerFirstName: 'Ana' }),
    });
    renderApp('/fillwell-pharmacy-plus?referral_token=rf_1.secret');
    expect(
      await screen.findByText(`Ana invited you to order from ${PHARMACY.name} online.`),
    ).toBeTruthy();
    expect(screen.getByText(/\(call \(314\) 555-0100\)/)).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Verify your details' })).toBeTruthy();
    const opened = calls.filter((call) => call.method === 'PUT');
    expect(opened.map((call) => call.body)).toEqual([{ exit_token: 'rf_1.secret' }]);
  });

  it('says so when an invitation is not known', async () => {
    stubSignedOut({
      'PUT /api/reverie/api/patient/organic_referrals/': () =>
        wireError('This invitation is not valid', 404),
    });
    renderApp('/fillwell-pharmacy-plus?referral_token=rf_1.forged');
    expect((await screen.findByRole('alert')).textContent).toBe('This invitation is not valid');
  });

  it('verifies by last name, date of birth and phone, then the code, then makes the account', async () => {
    const calls = stubSignedOut({
      'POST /api/reverie/api/patient/verify/': () =>
        wireResponse({
          exitToken: EXIT_TOKEN,
          sentTo: '(•••) •••-0123',
          codeExpiresAt: '2026-11-27T12:00:00Z',
        }),
      'PUT /api/reverie/api/patient/verify/': () =>
        wireResponse({ status: 'verified', patient: PATIENT, hasAccount: false }),
    });
    renderApp('/order-service');
    const details = await screen.findByRole('form', { name: 'Verify your details' });
    await userEvent.type(within(details).getByLabelText('Last name'), 'Lee');
    await userEvent.type(within(details).getByLabelText(/Date of birth/), '04/02/1980');
    await userEvent.type(within(details).getByLabelText('Mobile phone number'), '3145550123');
    await userEvent.click(within(details).getByRole('button', { name: 'Send me a code' }));
    const codeForm = await screen.findByRole('form', { name: 'Enter your code' });
    expect(within(codeForm).getByText(/sent a 6-digit code to \(•••\) •••-0123/)).toBeTruthy();
    await userEvent.type(within(codeForm).getByLabelText('Verification code'), '123456');
    await userEvent.click(within(codeForm).getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByRole('form', { name: 'Create your Pharmacy Plus account' }),
    ).toBeTruthy();
    const verify = calls.filter((call) => call.path === '/api/reverie/api/patient/verify/');
    expect(verify.map((call) => call.body)).toEqual([
      { last_name: 'Lee', dob: '04/02/1980', phone_number: '3145550123' },
      { exit_token: EXIT_TOKEN, verify_code: '123456' },
    ]);
  });

  it('asks for the details again when they are not found', async () => {
    stubSignedOut({
      'POST /api/reverie/api/patient/verify/': () =>
        wireError("We couldn't find a patient with those details.", 404),
    });
    renderApp('/order-service');
    const details = await screen.findByRole('form', { name: 'Verify your details' });
    await userEvent.type(within(details).getByLabelText('Last name'), 'Lee');
    await userEvent.type(within(details).getByLabelText(/Date of birth/), '04/02/1980');
    await userEvent.type(within(details).getByLabelText('Mobile phone number'), '3145550123');
    await userEvent.click(within(details).getByRole('button', { name: 'Send me a code' }));
    expect(await screen.findByText("We couldn't find a patient with those details.")).toBeTruthy();
  });

  it('opens a pharmacy’s link at the code, naming the patient and the pharmacy', async () => {
    const calls = stubSignedOut({
      'GET /api/reverie/api/patient/verify/': () =>
        wireResponse({
          status: 'pending',
          firstName: 'Pat',
          pharmacyName: 'Lindell Pharmacy',
          pharmacyPhone: '3145550100',
          sentTo: '(•••) •••-0123',
          expiresAt: '2026-12-01T00:00:00Z',
          isVerifiedHere: false,
          hasAccount: false,
        }),
    });
    renderApp(`/order-service?exit_token=${EXIT_TOKEN}`);
    expect(
      await screen.findByText(
        'Hi Pat, Lindell Pharmacy invited you to order your prescriptions online.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Enter your code' })).toBeTruthy();
    const status = calls.find((call) => call.method === 'GET' && call.path.includes('verify'));
    expect(status?.query.get('exit_token')).toBe(EXIT_TOKEN);
  });

  it('sends a signed-in Pharmacy Plus patient on to their area', async () => {
    stubApi({
      'GET /api/v2/user': () => wireResponse(createUserResponse(REVERIE_ACCOUNT)),
      'GET /api/reverie/api/v2/patients/prescriptions/': () =>
        wireResponse({ patient: PATIENT, prescriptions: [] }),
    });
    const { router, store } = renderApp('/order-service');
    // As start-up does: the account summary.
    void store.dispatch(accountApi.endpoints.getUser.initiate());
    await screen.findByRole('heading', { level: 1, name: /^Hi Pat/ });
    expect(router.state.location.pathname).toBe('/order-service/account');
  });
});
