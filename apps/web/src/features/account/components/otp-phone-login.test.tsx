import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createAppStore } from '@/app/store';
import { stubApi, wireResponse } from '@/test/stub-api';
import { createUserResponse, TEST_ACCOUNT } from '@/test/fixtures';
import { OtpPhoneLogin } from './otp-phone-login';

const OTP_INVALID = 'That code is not correct. Please check it and try again.';

function otpError(message: string, errorDetails: unknown) {
  return wireResponse(
    { message, code: 'otp_invalid', status: 400, validationErrors: {}, errorDetails },
    400,
  );
}

function renderPhoneLogin() {
  const onSignedIn = vi.fn();
  const onOtpErrorModal = vi.fn();
  const { store } = createAppStore({ storage: null });
  render(
    <Provider store={store}>
      <OtpPhoneLogin onSignedIn={onSignedIn} onOtpErrorModal={onOtpErrorModal} />
    </Provider>,
  );
  return { onSignedIn, onOtpErrorModal, user: userEvent.setup() };
}

const mobileInput = () => screen.getByLabelText('Mobile number') as HTMLInputElement;
const sendButton = () => screen.getByRole('button', { name: 'Send code' }) as HTMLButtonElement;

async function sendCode(user: ReturnType<typeof userEvent.setup>) {
  await user.type(mobileInput(), '3145550123');
  await user.click(sendButton());
  return (await screen.findByLabelText('6-digit code')) as HTMLInputElement;
}

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('phone-code sign-in', () => {
  it('masks the mobile number as +1 (___) ___-____', async () => {
    const { user } = renderPhoneLogin();
    expect(mobileInput().placeholder).toBe('+1 (___) ___-____');
    await user.type(mobileInput(), '3145550123');
    expect(mobileInput().value).toBe('+1 (314) 555-0123');
    await user.type(mobileInput(), '99');
    expect(mobileInput().value).toBe('+1 (314) 555-0123');
    await user.clear(mobileInput());
    await user.type(mobileInput(), 'ab3c14');
    expect(mobileInput().value).toBe('+1 (314');
  });

  it("says 'Please enter a valid phone number' for an incomplete number and sends nothing", async () => {
    const calls = stubApi({});
    const { user } = renderPhoneLogin();
    await user.type(mobileInput(), '12');
    await user.tab();
    expect(await screen.findByText('Please enter a valid phone number')).toBeTruthy();
    expect(mobileInput().getAttribute('aria-invalid')).toBe('true');
    await user.click(sendButton());
    expect(calls).toHaveLength(0);

    await user.type(mobileInput(), '34555012');
    expect(mobileInput().value).toBe('+1 (234) 555-012');
    await user.type(mobileInput(), '3');
    await vi.waitFor(() =>
      expect(screen.queryByText('Please enter a valid phone number')).toBeNull(),
    );
  });

  it("shows the server's message when no code can be sent, and logs the error name", async () => {
    const limit = 'Too many codes were sent to this number. Please wait 10 minutes and try again.';
    stubApi({
      'POST /api/v2/user/account/otp/login/send': () =>
        wireResponse(
          {
            message: limit,
            code: 'rate_limited',
            status: 429,
            validationErrors: {},
            errorDetails: { errorName: 'otp_send_limit', showModal: false },
          },
          429,
        ),
    });
    const { user, onOtpErrorModal } = renderPhoneLogin();
    await user.type(mobileInput(), '3145550123');
    await user.click(sendButton());
    expect((await screen.findByRole('alert')).textContent).toBe(limit);
    expect(console.info).toHaveBeenCalledWith('OTP error: otp_send_limit');
    expect(onOtpErrorModal).not.toHaveBeenCalled();
    expect(screen.queryByLabelText('6-digit code')).toBeNull();
  });

  it('sends the digits, then signs in with the texted code', async () => {
    const calls = stubApi({
      'POST /api/v2/user/account/otp/login/send': () => wireResponse({ token: 'tid_1' }),
      'POST /api/v2/user/account/otp/login/verify': () =>
        wireResponse(createUserResponse({ ...TEST_ACCOUNT, type: 'sms_otp' })),
    });
    const { user, onSignedIn } = renderPhoneLogin();
    const code = await sendCode(user);
    expect(calls[0]?.body).toEqual({ mobile_number: '3145550123' });
    expect(screen.getByText('We texted a code to +1 (314) 555-0123.')).toBeTruthy();

    const verify = screen.getByRole('button', { name: 'Verify' }) as HTMLButtonElement;
    await user.type(code, '12a345');
    expect(code.value).toBe('12345');
    expect(verify.disabled).toBe(true);
    await user.type(code, '6');
    await user.click(verify);
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(calls[1]?.body).toEqual({
      otp_code: '123456',
      tid: 'tid_1',
      mobile_number: '+13145550123',
    });
  });

  it("shows the server's message for a wrong code until the person edits it", async () => {
    stubApi({
      'POST /api/v2/user/account/otp/login/send': () => wireResponse({ token: 'tid_1' }),
      'POST /api/v2/user/account/otp/login/verify': () =>
        otpError(OTP_INVALID, { errorName: 'otp_invalid', showModal: false }),
    });
    const { user, onSignedIn, onOtpErrorModal } = renderPhoneLogin();
    const code = await sendCode(user);
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(OTP_INVALID)).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByRole('button', { name: 'Verify' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await user.type(code, '{Backspace}1');
    expect(screen.queryByText(OTP_INVALID)).toBeNull();
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(onOtpErrorModal).not.toHaveBeenCalled();
  });

  it('opens the otp-error modal when the server asks for it', async () => {
    stubApi({
      'POST /api/v2/user/account/otp/login/send': () => wireResponse({ token: 'tid_1' }),
      'POST /api/v2/user/account/otp/login/verify': () =>
        otpError('That code has expired. Please request a new one.', {
          errorName: 'otp_expired',
          showModal: true,
        }),
    });
    const { user, onOtpErrorModal } = renderPhoneLogin();
    const code = await sendCode(user);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() => expect(onOtpErrorModal).toHaveBeenCalledTimes(1));
    expect(console.info).toHaveBeenCalledWith('OTP error: otp_expired');
    expect(await screen.findByLabelText('Mobile number')).toBeTruthy();
  });
});
