import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createAppStore } from '@/app/store';
import { stubApi, wireError, wireResponse, type ApiCall } from '@/test/stub-api';
import { ADDRESS_SUGGESTION, createSavedAddress } from '../testing/address-fixtures';
import { DeliveryAddressForm, type DeliveryAddressFormProps } from './delivery-address-form';

const SAVED = createSavedAddress();

/** The server's 409: the address did not match exactly, here is what it suggests. */
function answerWithSuggestion(): Response {
  return wireResponse(
    {
      message: 'We found a suggested address.',
      code: 'address_suggestion',
      status: 409,
      validationErrors: {},
      errorDetails: { suggestedAddresses: [ADDRESS_SUGGESTION] },
    },
    409,
  );
}

function isDisabled(element: HTMLElement): boolean {
  return (element as HTMLButtonElement).disabled;
}

function valueOf(element: HTMLElement): string {
  return (element as HTMLInputElement).value;
}

function renderForm(props: Partial<DeliveryAddressFormProps> = {}) {
  const onContinue = vi.fn();
  const { store } = createAppStore({ storage: null });
  render(
    <Provider store={store}>
      <DeliveryAddressForm onContinue={onContinue} {...props} />
    </Provider>,
  );
  return { onContinue };
}

async function fillAddress(overrides: Partial<Record<string, string>> = {}) {
  const user = userEvent.setup();
  const values = {
    street: '4400 lindell boulevard',
    apt: 'Apt 2',
    city: 'St. Louis',
    state: 'MO',
    zip: '63108',
    ...overrides,
  };
  await user.type(screen.getByLabelText('Street address'), values.street);
  if (values.apt) await user.type(screen.getByLabelText('Apt/Suite (optional)'), values.apt);
  await user.type(screen.getByLabelText('City'), values.city);
  await user.selectOptions(screen.getByLabelText('State'), values.state);
  await user.type(screen.getByLabelText('Zip code'), values.zip);
  return user;
}

function savedCalls(calls: ApiCall[]) {
  return calls.filter(
    (call) => call.method === 'POST' && call.path === '/api/v2/user/account/address',
  );
}

describe('DeliveryAddressForm', () => {
  it('shows the shipping variant: title, heading, blurb, hint and special instructions', () => {
    stubApi({});
    renderForm();
    expect(document.title).toBe('Shipping Information | Fillwell');
    expect(screen.getByRole('heading', { name: 'Confirm delivery address' })).toBeTruthy();
    expect(
      screen.getByText(
        'Fast, free shipping from a certified, US pharmacy after we receive your prescription.',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText('Delivery available for all 50 states and Washington D.C.'),
    ).toBeTruthy();
    expect(screen.getByLabelText('Special instructions (optional)')).toBeTruthy();
    expect(screen.getByLabelText('Zip code').getAttribute('maxlength')).toBe('5');
    const states = within(screen.getByLabelText('State')).getAllByRole('option');
    expect(states).toHaveLength(53);
    expect(screen.getByRole('option', { name: 'District of Columbia' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Northern Mariana Islands' })).toBeTruthy();
  });

  it('shows the telehealth variant without special instructions or the delivery hint', () => {
    stubApi({});
    renderForm({ variant: 'telehealth' });
    expect(document.title).toBe('Telehealth Address Information | Fillwell');
    expect(
      screen.getByRole('heading', {
        name: 'Add your address to continue with online doctor visit',
      }),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Special instructions (optional)')).toBeNull();
    expect(screen.queryByText(/Delivery available/)).toBeNull();
  });

  it('keeps Continue disabled until street, city, state and zip are filled', async () => {
    stubApi({});
    renderForm();
    const user = userEvent.setup();
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    expect(isDisabled(continueButton)).toBe(true);
    await user.type(screen.getByLabelText('Street address'), '1 Main St');
    await user.type(screen.getByLabelText('City'), 'Saint Louis');
    await user.selectOptions(screen.getByLabelText('State'), 'MO');
    expect(isDisabled(continueButton)).toBe(true);
    await user.type(screen.getByLabelText('Zip code'), '63108');
    expect(isDisabled(continueButton)).toBe(false);
  });

  it('saves the address and continues with what the server kept', async () => {
    const calls = stubApi({
      'POST /api/v2/user/account/address': () => wireResponse({ result: SAVED }),
    });
    const { onContinue } = renderForm();
    const user = await fillAddress();
    await user.type(screen.getByLabelText('Special instructions (optional)'), 'Ring twice');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onContinue).toHaveBeenCalledWith(SAVED));
    expect(savedCalls(calls)[0]?.body).toEqual({
      address1: '4400 lindell boulevard',
      address2: 'Apt 2',
      city: 'St. Louis',
      state: 'MO',
      zip_code: '63108',
      special_instructions: 'Ring twice',
    });
  });

  it('checks the zip code before sending', async () => {
    const calls = stubApi({});
    const { onContinue } = renderForm();
    const user = await fillAddress({ zip: '631a8' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter a valid zip code')).toBeTruthy();
    expect(savedCalls(calls)).toHaveLength(0);
    expect(onContinue).not.toHaveBeenCalled();
  });

  it('offers the suggestion on 409 and saves it verified, keeping apt and instructions', async () => {
    let attempt = 0;
    const calls = stubApi({
      'POST /api/v2/user/account/address': () => {
        attempt += 1;
        return attempt === 1 ? answerWithSuggestion() : wireResponse({ result: SAVED });
      },
    });
    const { onContinue } = renderForm();
    const user = await fillAddress();
    await user.type(screen.getByLabelText('Special instructions (optional)'), 'Ring twice');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const dialog = await screen.findByRole('dialog', { name: 'Suggested Address' });
    const original = within(dialog).getByRole('group', { name: 'Original address' });
    expect(
      within(original).getByRole('radio', { name: /4400 lindell boulevard, Apt 2/ }),
    ).toBeTruthy();
    const accept = within(dialog).getByRole('button', { name: 'Accept Suggestion' });
    expect(isDisabled(accept)).toBe(true);
    await user.click(within(original).getByRole('radio'));
    expect(isDisabled(accept)).toBe(true);
    const suggested = within(dialog).getByRole('group', { name: 'Suggested addresses' });
    await user.click(within(suggested).getByRole('radio', { name: /4400 Lindell Blvd/ }));
    expect(isDisabled(accept)).toBe(false);
    await user.click(accept);

    await waitFor(() => expect(onContinue).toHaveBeenCalledWith(SAVED));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(savedCalls(calls)[1]?.body).toEqual({
      address1: '4400 Lindell Blvd',
      address2: 'Apt 2',
      city: 'Saint Louis',
      state: 'MO',
      zip_code: '63108',
      special_instructions: 'Ring twice',
      is_verified: true,
    });
  });

  it('closes the suggestion on Edit Original Address and keeps what was typed', async () => {
    stubApi({
      'POST /api/v2/user/account/address': () => answerWithSuggestion(),
    });
    const { onContinue } = renderForm();
    const user = await fillAddress();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Edit Original Address' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(valueOf(screen.getByLabelText('Street address'))).toBe('4400 lindell boulevard');
    expect(onContinue).not.toHaveBeenCalled();
  });

  it('shows a no-match 400 on the address and a 500 as a form error', async () => {
    const uspsMessage =
      "We couldn't find that address in the USPS database. Double check the address you've " +
      'entered is correct. For help, call 1-800-555-0100.';
    let status = 400;
    stubApi({
      'POST /api/v2/user/account/address': () =>
        status === 400
          ? wireError(uspsMessage, 400, 'address_not_found')
          : wireError('Something went wrong, please try again', 500, 'internal_error'),
    });
    renderForm();
    const user = await fillAddress();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const addressAlert = await screen.findByText(uspsMessage);
    expect(addressAlert.closest('fieldset')).not.toBeNull();

    status = 500;
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const formAlert = await screen.findByText('Something went wrong, please try again');
    expect(formAlert.getAttribute('role')).toBe('alert');
    expect(formAlert.closest('fieldset')).toBeNull();
  });

  it("shows the server's field errors on their fields", async () => {
    stubApi({
      'POST /api/v2/user/account/address': () =>
        wireResponse(
          {
            message: 'Please choose a state we deliver to',
            code: 'validation_error',
            status: 400,
            validationErrors: { state: ['Please choose a state we deliver to'] },
            errorDetails: null,
          },
          400,
        ),
    });
    renderForm();
    const user = await fillAddress();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please choose a state we deliver to')).toBeTruthy();
    expect(screen.getByLabelText('State').getAttribute('aria-invalid')).toBe('true');
  });

  it('starts from a given address', () => {
    stubApi({});
    renderForm({ address: SAVED });
    expect(valueOf(screen.getByLabelText('Street address'))).toBe('4400 Lindell Blvd');
    expect(valueOf(screen.getByLabelText('State'))).toBe('MO');
    expect(isDisabled(screen.getByRole('button', { name: 'Continue' }))).toBe(false);
  });
});
