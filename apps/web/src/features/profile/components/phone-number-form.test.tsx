import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createAppStore } from '@/app/store';
import { stubApi, wireResponse } from '@/test/stub-api';
import { PhoneNumberForm, type PhoneNumberFormProps } from './phone-number-form';

type Contact = PhoneNumberFormProps['profile'];

const SAVED_PROFILE = {
  email: 'pat@example.com',
  mobileNumber: '5551234567',
  smsOptIn: false,
  medInfoOptIn: false,
  firstName: null,
  lastName: null,
  dob: null,
  gender: null,
  telemedCurrentState: null,
};

function stubSave(respond = () => wireResponse({ result: SAVED_PROFILE })) {
  return stubApi({ 'PATCH /api/v2/user/account': respond });
}

function renderForm(profile: Contact = { email: null, mobileNumber: null }) {
  const onContinue = vi.fn();
  const { store } = createAppStore({ storage: null });
  render(
    <Provider store={store}>
      <PhoneNumberForm profile={profile} onContinue={onContinue} />
    </Provider>,
  );
  return onContinue;
}

const mobileInput = () => screen.getByLabelText('Mobile number') as HTMLInputElement;
const continueButton = () => screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;

afterEach(() => vi.unstubAllGlobals());

describe('PhoneNumberForm', () => {
  it('masks the mobile number as +1 (___) ___-____', async () => {
    renderForm();
    expect(mobileInput().placeholder).toBe('+1 (___) ___-____');
    await userEvent.type(mobileInput(), '5551234567');
    expect(mobileInput().value).toBe('+1 (555) 123-4567');
  });

  it('enables Continue only once both fields are filled in', async () => {
    renderForm();
    const user = userEvent.setup();
    expect(continueButton().disabled).toBe(true);
    await user.type(screen.getByLabelText('Email'), 'pat@example.com');
    expect(continueButton().disabled).toBe(true);
    await user.type(mobileInput(), '555');
    expect(continueButton().disabled).toBe(false);
  });

  it('saves the email and the mobile digits, then continues', async () => {
    const calls = stubSave();
    const onContinue = renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), ' Pat@Example.com ');
    await user.type(mobileInput(), '5551234567');
    await user.click(continueButton());
    await vi.waitFor(() => expect(onContinue).toHaveBeenCalledTimes(1));
    expect(calls[0]?.body).toEqual({ email: 'Pat@Example.com', mobile_number: '5551234567' });
  });

  it('says so for an incomplete number or a bad email, and saves nothing', async () => {
    const calls = stubSave();
    renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'pat@');
    await user.type(mobileInput(), '555123');
    await user.click(continueButton());
    expect(await screen.findByText('Please enter a valid phone number')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(mobileInput().getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
  });

  it('keeps an email the account has: shown, disabled and not sent', async () => {
    const calls = stubSave();
    const onContinue = renderForm({ email: 'pat@example.com', mobileNumber: '5551234567' });
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    expect(email.value).toBe('pat@example.com');
    expect(email.disabled).toBe(true);
    expect(mobileInput().value).toBe('+1 (555) 123-4567');
    await userEvent.click(continueButton());
    await vi.waitFor(() => expect(onContinue).toHaveBeenCalled());
    expect(calls[0]?.body).toEqual({ mobile_number: '5551234567' });
  });

  it("shows the server's messages on the fields", async () => {
    stubSave(() =>
      wireResponse(
        {
          message: 'Email already in use',
          code: 'email_in_use',
          status: 409,
          validationErrors: { email: ['Email already in use'] },
          errorDetails: null,
        },
        409,
      ),
    );
    const onContinue = renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'taken@example.com');
    await user.type(mobileInput(), '5551234567');
    await user.click(continueButton());
    expect(await screen.findByText('Email already in use')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(onContinue).not.toHaveBeenCalled();
  });
});
