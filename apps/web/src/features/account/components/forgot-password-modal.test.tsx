import { useState } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { createAppStore } from '@/app/store';
import { modalOpened, selectOpenModal } from '@/app/shell/modals/modal-slice';
import { stubApi, wireError, wireResponse } from '@/test/stub-api';
import { renderApp } from '@/test/render-app';
import { AuthModals, type AuthModalName } from './auth-modals';

// The shell loads its modals lazily; give them time on a busy machine.

const RESET_SENT = "If an account uses this email, we've sent it a link to reset the password.";
const MOBILE_LOGIN =
  'This account signs in with a code sent to your phone. Please login using your mobile number.';
const FORGOT_PASSWORD_FAILED =
  'Something went wrong while processing your request, please try again';

function ModalsHarness() {
  const [name, setName] = useState<AuthModalName | null>('forgot-password-modal');
  return <AuthModals name={name} onChange={setName} onSignedIn={() => undefined} />;
}

function renderModal() {
  const { store } = createAppStore({ storage: null });
  render(
    <Provider store={store}>
      <MemoryRouter>
        <ModalsHarness />
      </MemoryRouter>
    </Provider>,
  );
  return userEvent.setup();
}

const dialog = () => screen.getByRole('dialog', { name: 'Reset your password' });
const sendButton = () =>
  within(dialog()).getByRole('button', { name: 'Send' }) as HTMLButtonElement;

async function requestReset(user: ReturnType<typeof userEvent.setup>, email = 'pat@example.com') {
  await user.type(within(dialog()).getByLabelText('Email'), email);
  await user.click(sendButton());
}

afterEach(() => vi.unstubAllGlobals());

describe('forgot-password modal', () => {
  it('enables Send only for a valid email', async () => {
    const user = renderModal();
    const email = within(dialog()).getByLabelText('Email');
    expect(sendButton().disabled).toBe(true);
    await user.type(email, 'pat@example');
    expect(sendButton().disabled).toBe(true);
    await user.type(email, '.com');
    expect(sendButton().disabled).toBe(false);
    await user.clear(email);
    expect(sendButton().disabled).toBe(true);
  });

  it('sends the email and shows the sent confirmation', async () => {
    const calls = stubApi({
      'POST /api/v2/user/account/password': () => wireResponse({ result: { message: RESET_SENT } }),
    });
    const user = renderModal();
    await requestReset(user, 'Pat@Example.com');
    expect((await within(dialog()).findByRole('status')).textContent).toBe(RESET_SENT);
    expect(calls[0]?.body).toEqual({ email: 'pat@example.com' });
    expect(within(dialog()).queryByLabelText('Email')).toBeNull();
  });

  it("shows the server's message when it gives one", async () => {
    stubApi({
      'POST /api/v2/user/account/password': () =>
        wireError('Too many requests. Please try again in a minute.', 429, 'rate_limited'),
    });
    const user = renderModal();
    await requestReset(user);
    expect((await within(dialog()).findByRole('alert')).textContent).toBe(
      'Too many requests. Please try again in a minute.',
    );
  });

  it.each([
    ['a server fault', () => wireError('Something went wrong, please try again', 500, 'internal')],
    ['an answer without a message', () => new Response('', { status: 502 })],
    [
      'no network',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])('shows the forgot-password fallback message on %s', async (_case, respond) => {
    stubApi({ 'POST /api/v2/user/account/password': respond });
    const user = renderModal();
    await requestReset(user);
    expect((await within(dialog()).findByRole('alert')).textContent).toBe(FORGOT_PASSWORD_FAILED);
    await user.type(within(dialog()).getByLabelText('Email'), 'x');
    expect(within(dialog()).queryByRole('alert')).toBeNull();
  });

  it("opens otp-phone-login when the server says 'Please login using your mobile number'", async () => {
    stubApi({
      'POST /api/v2/user/account/password': () =>
        wireError(MOBILE_LOGIN, 409, 'mobile_login_required'),
    });
    const user = renderModal();
    await requestReset(user);
    const phoneDialog = await screen.findByRole('dialog', { name: 'Sign in with your phone' });
    expect(within(phoneDialog).getByLabelText('Mobile number')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Reset your password' })).toBeNull();
    expect(screen.queryByText(MOBILE_LOGIN)).toBeNull();
  });

  it('hands over to otp-phone-login in the shell modal host too', async () => {
    stubApi({
      'POST /api/v2/user/account/password': () =>
        wireError(MOBILE_LOGIN, 409, 'mobile_login_required'),
    });
    const { store } = renderApp('/not-found');
    act(() => {
      store.dispatch(modalOpened('forgot-password-modal'));
    });
    const user = userEvent.setup();
    await user.type(
      within(await screen.findByRole('dialog', { name: 'Reset your password' })).getByLabelText(
        'Email',
      ),
      'pat@example.com',
    );
    await user.click(sendButton());
    expect(await screen.findByRole('dialog', { name: 'Sign in with your phone' })).toBeTruthy();
    expect(selectOpenModal(store.getState())).toBe('otp-phone-login');
  });
});
