import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createAppStore } from '@/app/store';
import { stubApi, wireResponse } from '@/test/stub-api';
import { BasicInfoForm, type BasicInfoDefaults } from './basic-info-form';

const EMPTY: BasicInfoDefaults = {
  firstName: null,
  lastName: null,
  dob: null,
  gender: null,
  telemedCurrentState: null,
};

const SAVED_PROFILE = {
  email: 'pat@example.com',
  mobileNumber: null,
  smsOptIn: false,
  medInfoOptIn: false,
  firstName: 'Pat',
  lastName: 'Lee',
  dob: '1985-03-14',
  gender: 'female',
  telemedCurrentState: null,
};

function stubSave(respond = () => wireResponse({ result: SAVED_PROFILE })) {
  return stubApi({ 'PATCH /api/v2/user/account': respond });
}

function renderForm(
  profile: BasicInfoDefaults = EMPTY,
  isSubscription = false,
  isOnlyMissingAsked = false,
) {
  const onContinue = vi.fn();
  const { store } = createAppStore({ storage: null });
  render(
    <Provider store={store}>
      <BasicInfoForm
        profile={profile}
        isSubscription={isSubscription}
        isOnlyMissingAsked={isOnlyMissingAsked}
        onContinue={onContinue}
      />
    </Provider>,
  );
  return onContinue;
}

async function fillValidDetails() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('First name'), 'Pat');
  await user.type(screen.getByLabelText('Last name'), 'Lee');
  await user.type(screen.getByLabelText('Month'), '3');
  await user.type(screen.getByLabelText('Day'), '14');
  await user.type(screen.getByLabelText('Year'), '1985');
  await user.click(screen.getByLabelText('Female'));
  return user;
}

afterEach(() => vi.unstubAllGlobals());

describe('BasicInfoForm', () => {
  it('limits the date inputs to 2, 2 and 4 characters', () => {
    renderForm();
    expect(screen.getByLabelText('Month').getAttribute('maxlength')).toBe('2');
    expect(screen.getByLabelText('Day').getAttribute('maxlength')).toBe('2');
    expect(screen.getByLabelText('Year').getAttribute('maxlength')).toBe('4');
  });

  it('saves the details with the date as ISO and continues', async () => {
    const calls = stubSave();
    const onContinue = renderForm();
    const user = await fillValidDetails();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await vi.waitFor(() => expect(onContinue).toHaveBeenCalledTimes(1));
    expect(calls[0]?.body).toEqual({
      first_name: 'Pat',
      last_name: 'Lee',
      dob: '1985-03-14',
      gender: 'female',
    });
  });

  it('shows each rule broken and saves nothing', async () => {
    const calls = stubSave();
    const onContinue = renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Last name'), 'L33');
    await user.type(screen.getByLabelText('Month'), '2');
    await user.type(screen.getByLabelText('Day'), '30');
    await user.type(screen.getByLabelText('Year'), '1990');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Name not provided')).toBeTruthy();
    expect(screen.getByText('Invalid character(s)')).toBeTruthy();
    expect(screen.getByText('Set correct date')).toBeTruthy();
    expect(screen.getByText('Please choose male or female')).toBeTruthy();
    expect(screen.getByLabelText('Day').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
    expect(onContinue).not.toHaveBeenCalled();
  });

  it('clears the date message once the date is corrected', async () => {
    stubSave();
    renderForm();
    const user = await fillValidDetails();
    await user.clear(screen.getByLabelText('Year'));
    await user.type(screen.getByLabelText('Year'), '2999');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Set correct date')).toBeTruthy();
    await user.clear(screen.getByLabelText('Year'));
    await user.type(screen.getByLabelText('Year'), '1999');
    await vi.waitFor(() => expect(screen.queryByText('Set correct date')).toBeNull());
  });

  it('starts from what the account holds', () => {
    renderForm({ ...EMPTY, firstName: 'José', dob: '1985-03-04', gender: 'male' });
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('José');
    expect((screen.getByLabelText('Month') as HTMLInputElement).value).toBe('3');
    expect((screen.getByLabelText('Day') as HTMLInputElement).value).toBe('4');
    expect((screen.getByLabelText('Male') as HTMLInputElement).checked).toBe(true);
  });

  it('in checkout, shows a date of birth and gender the account holds instead of asking', async () => {
    const calls = stubSave();
    const onContinue = renderForm({ ...EMPTY, dob: '1975-04-12', gender: 'male' }, false, true);
    expect(screen.queryByLabelText('Month')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Gender' })).toBeNull();
    expect(screen.getByText('4/12/1975')).toBeTruthy();
    expect(screen.getByText('Male')).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('First name'), 'Sam');
    await user.type(screen.getByLabelText('Last name'), 'Ortiz');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await vi.waitFor(() => expect(onContinue).toHaveBeenCalledTimes(1));
    expect(calls[0]?.body).toEqual({
      first_name: 'Sam',
      last_name: 'Ortiz',
      dob: '1975-04-12',
      gender: 'male',
    });
  });

  it('in checkout, still asks what the account does not hold', () => {
    renderForm({ ...EMPTY, gender: 'female' }, false, true);
    expect(screen.getByLabelText('Month')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Gender' })).toBeNull();
  });

  it('asks subscriptions for the current state', async () => {
    const calls = stubSave();
    const onContinue = renderForm(EMPTY, true);
    const user = await fillValidDetails();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please choose the state you are in')).toBeTruthy();
    const state = screen.getByLabelText('Current state');
    expect(within(state).getByRole('option', { name: 'Northern Mariana Islands' })).toBeTruthy();
    await user.selectOptions(state, 'MO');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await vi.waitFor(() => expect(onContinue).toHaveBeenCalled());
    expect(calls[0]?.body).toMatchObject({ telemed_current_state: 'MO' });
  });

  it("shows the server's field messages on the fields", async () => {
    stubSave(() =>
      wireResponse(
        {
          message: 'Invalid character(s)',
          code: 'validation_error',
          status: 400,
          validationErrors: { firstName: ['Invalid character(s)'] },
          errorDetails: null,
        },
        400,
      ),
    );
    const onContinue = renderForm();
    const user = await fillValidDetails();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Invalid character(s)')).toBeTruthy();
    expect(screen.getByLabelText('First name').getAttribute('aria-invalid')).toBe('true');
    expect(onContinue).not.toHaveBeenCalled();
  });

  it('shows a failure without a field above the form', async () => {
    stubSave(() =>
      wireResponse(
        { message: 'Please sign in to continue', code: 'unauthorized', status: 401 },
        401,
      ),
    );
    renderForm();
    const user = await fillValidDetails();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please sign in to continue');
  });
});
