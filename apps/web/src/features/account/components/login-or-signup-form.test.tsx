import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { createAppStore } from '@/app/store';
import { stubApi, wireError, wireResponse } from '@/test/stub-api';
import { createUserResponse, TEST_ACCOUNT } from '@/test/fixtures';
import type { AuthMode } from '../auth-rules';
import { LoginOrSignupForm } from './login-or-signup-form';

const PASSWORD = 'correct horse battery';
const SIGNED_IN = () => wireResponse(createUserResponse(TEST_ACCOUNT));

function FormHarness({ initialMode, onSuccess }: { initialMode: AuthMode; onSuccess: () => void }) {
  const [mode, setMode] = useState(initialMode);
  return <LoginOrSignupForm mode={mode} onModeChange={setMode} onSuccess={onSuccess} />;
}

function renderForm(initialMode: AuthMode) {
  const onSuccess = vi.fn();
  const { store } = createAppStore({ storage: null });
  render(
    <Provider store={store}>
      <MemoryRouter>
        <FormHarness initialMode={initialMode} onSuccess={onSuccess} />
      </MemoryRouter>
    </Provider>,
  );
  return { onSuccess, user: userEvent.setup() };
}

const form = (name: 'Sign in' | 'Create account') => screen.getByRole('form', { name });
const field = (name: 'Sign in' | 'Create account', label: string) =>
  within(form(name)).getByLabelText(label) as HTMLInputElement;
const submitButton = (name: 'Sign in' | 'Create account') =>
  within(form(name)).getByRole('button', { name }) as HTMLButtonElement;
const modeToggle = (name: 'Sign in' | 'Create account') =>
  within(screen.getByRole('group', { name: 'Sign in or create an account' })).getByRole('button', {
    name,
  });

afterEach(() => vi.unstubAllGlobals());

describe('LoginOrSignupForm', () => {
  it('clears the errors when the mode changes and revalidates with the new rules', async () => {
    const { user } = renderForm('signup');
    await user.type(field('Create account', 'Email'), 'pat@example.com');
    await user.type(field('Create account', 'Password'), 'short');
    await user.click(field('Create account', 'Email'));
    expect(await screen.findByText('Password must be 8 characters or longer')).toBeTruthy();

    await user.click(modeToggle('Sign in'));
    expect(modeToggle('Sign in').getAttribute('aria-pressed')).toBe('true');
    // A short password is fine for signing in: the signup rule's error is gone for good.
    await vi.waitFor(() =>
      expect(screen.queryByText('Password must be 8 characters or longer')).toBeNull(),
    );
    expect(field('Sign in', 'Password').value).toBe('short');
    expect(submitButton('Sign in').disabled).toBe(false);

    await user.click(modeToggle('Create account'));
    expect(await screen.findByText('Password must be 8 characters or longer')).toBeTruthy();
    expect(submitButton('Create account').disabled).toBe(true);
  });

  it('clears a server error when the mode changes', async () => {
    stubApi({
      'POST /api/v2/user/account/login': () =>
        wireError('The email or password is not correct', 401, 'invalid_credentials'),
    });
    const { user } = renderForm('login');
    await user.type(field('Sign in', 'Email'), 'pat@example.com');
    await user.type(field('Sign in', 'Password'), 'wrong password');
    await user.click(submitButton('Sign in'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The email or password is not correct',
    );
    await user.click(modeToggle('Create account'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(submitButton('Create account').disabled).toBe(false);
  });

  it('blocks submitting while a field has an error, and sends nothing', async () => {
    const calls = stubApi({ 'POST /api/v2/user/account/signup': SIGNED_IN });
    const { user, onSuccess } = renderForm('signup');
    await user.type(field('Create account', 'Email'), 'not-an-email');
    await user.type(field('Create account', 'Password'), PASSWORD);
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(submitButton('Create account').disabled).toBe(true);
    expect(field('Create account', 'Email').getAttribute('aria-invalid')).toBe('true');

    await user.clear(field('Create account', 'Email'));
    await user.type(field('Create account', 'Email'), 'pat@example.com');
    await vi.waitFor(() => expect(submitButton('Create account').disabled).toBe(false));
    await user.click(submitButton('Create account'));
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({
      email: 'pat@example.com',
      password: PASSWORD,
      accepts_agreements: true,
    });
  });

  it('shows a server message in red under the form and blocks submit until the person edits', async () => {
    const calls = stubApi({
      'POST /api/v2/user/account/login': () =>
        wireError('The email or password is not correct', 401, 'invalid_credentials'),
    });
    const { user, onSuccess } = renderForm('login');
    await user.type(field('Sign in', 'Email'), 'pat@example.com');
    await user.type(field('Sign in', 'Password'), 'wrong password');
    await user.click(submitButton('Sign in'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The email or password is not correct');
    expect(alert.className).toContain('text-red-800');
    expect(submitButton('Sign in').disabled).toBe(true);
    expect(onSuccess).not.toHaveBeenCalled();

    await user.type(field('Sign in', 'Password'), '!');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(submitButton('Sign in').disabled).toBe(false);
    expect(calls).toHaveLength(1);
  });

  it("shows the server's validation errors on their fields, not as a form message", async () => {
    stubApi({
      'POST /api/v2/user/account/signup': () =>
        wireResponse(
          {
            message: 'Validation failed',
            code: 'validation_error',
            status: 400,
            validationErrors: {
              email: ['This email cannot be used', 'second message'],
              password: ['Choose a less common password'],
            },
            errorDetails: null,
          },
          400,
        ),
    });
    const { user } = renderForm('signup');
    await user.type(field('Create account', 'Email'), 'pat@example.com');
    await user.type(field('Create account', 'Password'), PASSWORD);
    await user.click(submitButton('Create account'));
    expect(await screen.findByText('This email cannot be used')).toBeTruthy();
    expect(screen.getByText('Choose a less common password')).toBeTruthy();
    expect(screen.queryByText('second message')).toBeNull();
    expect(screen.queryByText('Validation failed')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field('Create account', 'Email').getAttribute('aria-invalid')).toBe('true');
    expect(field('Create account', 'Password').getAttribute('aria-invalid')).toBe('true');
    expect(submitButton('Create account').disabled).toBe(true);
  });

  it('shows the default message when the server gives none', async () => {
    stubApi({ 'POST /api/v2/user/account/login': () => new Response('', { status: 502 }) });
    const { user } = renderForm('login');
    await user.type(field('Sign in', 'Email'), 'pat@example.com');
    await user.type(field('Sign in', 'Password'), PASSWORD);
    await user.click(submitButton('Sign in'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Something went wrong, please try again',
    );
  });

  it("continues as an existing user when sign-up answers 409 'Email already in use'", async () => {
    const calls = stubApi({
      'POST /api/v2/user/account/signup': () =>
        wireError('Email already in use', 409, 'email_in_use'),
      'POST /api/v2/user/account/type': () => wireResponse({ type: 'full' }),
      'POST /api/v2/user/account/login': SIGNED_IN,
    });
    const { user, onSuccess } = renderForm('signup');
    await user.type(field('Create account', 'Email'), 'Pat@Example.com');
    await user.type(field('Create account', 'Password'), PASSWORD);
    await user.click(submitButton('Create account'));

    expect(
      await screen.findByText('pat@example.com already has an account. Sign in to continue.'),
    ).toBeTruthy();
    expect(calls[1]).toMatchObject({
      method: 'POST',
      path: '/api/v2/user/account/type',
      body: { email: 'pat@example.com' },
    });
    expect(modeToggle('Sign in').getAttribute('aria-pressed')).toBe('true');
    expect(field('Sign in', 'Email').value).toBe('Pat@Example.com');
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(submitButton('Sign in'));
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(calls[2]?.path).toBe('/api/v2/user/account/login');
  });

  it('drops the "already has an account" notice when the person switches mode again', async () => {
    stubApi({
      'POST /api/v2/user/account/signup': () =>
        wireError('Email already in use', 409, 'email_in_use'),
      'POST /api/v2/user/account/type': () => wireResponse({ type: 'full' }),
    });
    const { user } = renderForm('signup');
    await user.type(field('Create account', 'Email'), 'pat@example.com');
    await user.type(field('Create account', 'Password'), PASSWORD);
    await user.click(submitButton('Create account'));
    const notice = 'pat@example.com already has an account. Sign in to continue.';
    expect(await screen.findByText(notice)).toBeTruthy();
    await user.click(modeToggle('Create account'));
    expect(screen.queryByText(notice)).toBeNull();
  });

  it('tells a phone-code account to sign in with its mobile number', async () => {
    stubApi({
      'POST /api/v2/user/account/signup': () =>
        wireError('Email already in use', 409, 'email_in_use'),
      'POST /api/v2/user/account/type': () => wireResponse({ type: 'sms_otp' }),
    });
    const { user } = renderForm('signup');
    await user.type(field('Create account', 'Email'), 'pat@example.com');
    await user.type(field('Create account', 'Password'), PASSWORD);
    await user.click(submitButton('Create account'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Email already in use. Please login using your mobile number.',
    );
    expect(modeToggle('Create account').getAttribute('aria-pressed')).toBe('true');
  });
});
