import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createAppStore } from '@/app/store';
import { createSavedCard } from '../testing/card-fixtures';
import { stubApi, wireError, wireResponse, type ApiCall } from '@/test/stub-api';
import { CardForm, type CardFormProps } from './card-form';

const NEXT_YEAR = (new Date().getFullYear() + 1) % 100;
const SAVED = createSavedCard({ id: 'card_new', default: true });

interface StubOptions {
  gateway?: () => Response;
  save?: () => Response | Promise<Response>;
}

function stubPayments({
  gateway = () => wireResponse({ id: 'tok_abc', card: { brand: 'visa', last4: '4242' } }),
  save = () => wireResponse(SAVED),
}: StubOptions = {}) {
  return stubApi({
    'GET /api/payments/config': () => wireResponse({ provider: 'embedded', publishableKey: null }),
    'POST /gateway/v1/tokens': gateway,
    'POST /api/payments/add_token': save,
  });
}

function renderForm(props: Partial<CardFormProps> = {}) {
  const onSaved = vi.fn();
  const { store } = createAppStore({ storage: null });
  render(
    <Provider store={store}>
      <CardForm onSaved={onSaved} {...props} />
    </Provider>,
  );
  return onSaved;
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function fillCard(number: string, cvc = '123', zip = '63103') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Card number'), number);
  await user.type(input('Expiration (MM/YY)'), `12${NEXT_YEAR}`);
  await user.type(input('CVC'), cvc);
  await user.type(input('ZIP code'), zip);
  return user;
}

const apiCalls = (calls: ApiCall[]) => calls.filter((call) => call.path.startsWith('/api/'));

afterEach(() => vi.unstubAllGlobals());

describe('CardForm', () => {
  it('groups the digits per brand and names the brand', async () => {
    stubPayments();
    renderForm();
    const user = userEvent.setup();
    const number = await screen.findByLabelText('Card number');
    await user.type(number, '4242424242424242');
    expect(input('Card number').value).toBe('4242 4242 4242 4242');
    expect(screen.getByText('Visa')).toBeTruthy();
    await user.clear(number);
    await user.type(number, '378282246310005');
    expect(input('Card number').value).toBe('3782 822463 10005');
    expect(screen.getByText('American Express')).toBeTruthy();
  });

  it('masks the expiry as MM/YY and keeps CVC and ZIP short and numeric', async () => {
    stubPayments();
    renderForm();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Expiration (MM/YY)'), '1a229');
    expect(input('Expiration (MM/YY)').value).toBe('12/29');
    await user.type(input('CVC'), '12x345');
    expect(input('CVC').value).toBe('1234');
    expect(input('ZIP code').maxLength).toBe(5);
  });

  it('shows the card rules and "Invalid zip code" without calling anyone', async () => {
    const calls = stubPayments();
    renderForm();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Card number'), '4242424242424241');
    await user.type(input('Expiration (MM/YY)'), '0120');
    await user.type(input('CVC'), '12');
    await user.type(input('ZIP code'), '123');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your card number is invalid.')).toBeTruthy();
    expect(screen.getByText("Your card's expiration date is in the past.")).toBeTruthy();
    expect(screen.getByText("Your card's security code is incomplete.")).toBeTruthy();
    expect(screen.getByText('Invalid zip code')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('needs a four-digit CVC for an amex', async () => {
    stubPayments();
    renderForm();
    const user = await fillCard('378282246310005', '123');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("Your card's security code is incomplete.")).toBeTruthy();
  });

  it('tokenizes at the gateway, then saves only the token', async () => {
    const calls = stubPayments();
    const onSaved = renderForm({ isSetAsDefaultShown: true });
    const user = await fillCard('4242424242424242');
    expect((screen.getByLabelText('Set as default') as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByLabelText('Set as default'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(SAVED));
    const gatewayCall = calls.find((call) => call.path === '/gateway/v1/tokens');
    expect(gatewayCall?.body).toEqual({
      number: '4242424242424242',
      exp_month: 12,
      exp_year: 2000 + NEXT_YEAR,
      cvc: '123',
      address_zip: '63103',
    });
    const saveCall = apiCalls(calls).find((call) => call.method === 'POST');
    expect(saveCall).toMatchObject({
      path: '/api/payments/add_token',
      body: { stripe_card_token: 'tok_abc', set_as_default: false },
    });
    expect(JSON.stringify(apiCalls(calls))).not.toContain('4242424242424242');
  });

  it('says Saving… while it works', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubPayments({ save: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderForm();
    const user = await fillCard('4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const busy = await screen.findByRole('button', { name: 'Saving…' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    answer(wireResponse(SAVED));
    await screen.findByRole('button', { name: 'Save' });
  });

  it("shows the gateway's message under the form", async () => {
    const calls = stubPayments({
      gateway: () =>
        wireResponse(
          {
            error: {
              type: 'card_error',
              code: 'incorrect_number',
              message: 'Your card number is incorrect.',
              param: 'number',
            },
          },
          402,
        ),
    });
    const onSaved = renderForm();
    const user = await fillCard('4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Your card number is incorrect.')).toBeTruthy();
    expect(within(alert).getByText(/Add the card again with the right number/)).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
    expect(apiCalls(calls).some((call) => call.method === 'POST')).toBe(false);
  });

  it("shows the provider's refusal of the saved card under the form", async () => {
    stubPayments({ save: () => wireError('Your card was declined.', 402, 'card_declined') });
    const onSaved = renderForm();
    const user = await fillCard('4000000000000002');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Your card was declined.')).toBeTruthy();
    expect(
      within(alert).getByText('Your bank refused the charge. Use another card or call your bank.'),
    ).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('empties the card fields for another card after a refusal', async () => {
    stubPayments({ save: () => wireError('Your card was declined.', 402, 'card_declined') });
    renderForm();
    const user = await fillCard('4000000000000002');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Use another card' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(input('Card number')));
    expect(input('Card number').value).toBe('');
    expect(input('Expiration (MM/YY)').value).toBe('');
    expect(input('CVC').value).toBe('');
    expect(input('ZIP code').value).toBe('63103');
  });

  it('gives a wrong security code its next step', async () => {
    stubPayments({
      save: () => wireError("Your card's security code is incorrect.", 402, 'incorrect_cvc'),
    });
    renderForm();
    const user = await fillCard('4000000000000127');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(/digits printed on your card/)).toBeTruthy();
  });

  it('offers Cancel only when asked, and no "Set as default" for a first card', async () => {
    stubPayments();
    const onCancel = vi.fn();
    renderForm({ onCancel });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
    expect(screen.queryByLabelText('Set as default')).toBeNull();
  });
});
